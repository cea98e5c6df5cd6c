import type { MikroORM } from '@mikro-orm/core';
import { StartupError } from '../embedded/startup-error';

/** Brings the schema up to date; several processes starting at once serialise on an advisory lock. */
export async function runMigrations(orm: MikroORM, log: (line: string) => void): Promise<void> {
  const conn = orm.em.getConnection();
  try {
    await conn.execute('select pg_advisory_lock(727274)');
    const applied = await orm.migrator.up();
    if (applied.length) log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
  } catch (error) {
    throw new StartupError('PostgreSQL', `migrations failed (${(error as Error).message.split('\n')[0]}).`);
  } finally {
    await conn.execute('select pg_advisory_unlock(727274)').catch(() => undefined);
  }
}

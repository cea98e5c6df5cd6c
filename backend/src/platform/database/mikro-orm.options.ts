import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations';

/** ORM options shared by the app, the tests and the migrations CLI. */
export function mikroOrmOptions(clientUrl: string, entities: unknown[]) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl,
    entities: entities as never[],
    extensions: [Migrator],
    // The schema changes only through migrations, applied at start (see run-migrations.ts).
    ensureDatabase: false,
    allowGlobalContext: false,
    debug: false,
    migrations: {
      migrationsList: MIGRATIONS,
      pathTs: join(__dirname, 'migrations'),
      path: join(__dirname, 'migrations'),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: 10 },
  });
}

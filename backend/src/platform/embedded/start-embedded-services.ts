import type { AppConfig } from '../config/app-config';
import { startAuthEmulator } from './auth-emulator.launcher';
import { startEmbeddedPostgres } from './embedded-postgres.launcher';
import { startEmbeddedRedis } from './embedded-redis.launcher';

/** Where the running app finds its services: configured ones, or the embedded ones started here. */
export interface ServiceEndpoints {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** host:port of the Auth emulator, when one is used (never in production). */
  readonly authEmulatorHost?: string;
  /** When our own emulator became ready (after importing saved users). */
  readonly authEmulatorReadyAt?: number;
  stop(): Promise<void>;
}

/**
 * Starts, in parallel, each embedded service that configuration does not replace.
 * `persistent` is false for tests: throwaway data and no append-only file.
 */
export async function startEmbeddedServices(
  config: AppConfig,
  options: { persistent: boolean; needAuth: boolean; log?: (line: string) => void },
): Promise<ServiceEndpoints> {
  const log = options.log ?? ((line: string) => process.stdout.write(`[atelier] ${line}\n`));
  const auth = config.auth;
  const started = await Promise.allSettled([
    config.database.url ? undefined : startEmbeddedPostgres(config.dataDir, config.database.embeddedPort, log),
    config.redis.url ? undefined : startEmbeddedRedis(config.dataDir, config.redis.embeddedPort, options.persistent, log),
    options.needAuth && auth.mode === 'embedded-emulator'
      ? startAuthEmulator(config.dataDir, auth.emulatorPort, auth.projectId, options.persistent, log)
      : undefined,
  ]);
  const stoppers = started.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value.stop] : []));
  const stop = async () => {
    await Promise.allSettled(stoppers.map((s) => s()));
  };
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [pg, redis, emulator] = started.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
    { url: string } | undefined,
    { url: string } | undefined,
    { host: string; readyAt: number } | undefined,
  ];
  const authEmulatorHost = auth.mode === 'external-emulator' ? auth.emulatorHost : emulator?.host;
  return {
    databaseUrl: config.database.url ?? pg!.url,
    redisUrl: config.redis.url ?? redis!.url,
    authEmulatorHost,
    authEmulatorReadyAt: emulator?.readyAt,
    stop,
  };
}

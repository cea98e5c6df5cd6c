import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './platform/config/repo-root';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { startEmbeddedServices, type ServiceEndpoints } from './platform/embedded/start-embedded-services';
import { StartupError } from './platform/embedded/startup-error';
import { createApp } from './create-app';
import { stopGracefully } from './platform/stop-gracefully';

const say = (line: string) => process.stdout.write(`[atelier] ${line}\n`);

/** Boot: configuration, embedded services where not configured, one Nest app for the role. */
async function main(): Promise<void> {
  const started = Date.now();
  // A .env at the repository root, if any; variables already in the environment win.
  const envFile = join(repoRoot(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const endpoints: ServiceEndpoints = await startEmbeddedServices(config, { persistent: true, needAuth: config.role !== 'worker' });
  let app: INestApplicationContext | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping...`);
    if (app) await stopGracefully(app, config.role, config.shutdownGraceMs, say);
    await endpoints.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    app = await createApp(config, endpoints, { pages: true, listen: config.role !== 'worker' });
  } catch (error) {
    await endpoints.stop();
    throw error;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (config.role === 'worker') say(`Worker ready in ${seconds} s`);
  else say(`Ready in ${seconds} s on http://localhost:${config.port} (role: ${config.role})`);
}

main().catch((error: unknown) => {
  // Known start-up problems are one line for a human; anything else keeps its stack for us.
  if (error instanceof StartupError || error instanceof ConfigError) process.stderr.write(`[atelier] ${error.message}\n`);
  else process.stderr.write(`[atelier] Start-up failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});

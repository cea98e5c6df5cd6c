import { INestApplication, INestApplicationContext, LogLevel } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { MikroORM } from '@mikro-orm/postgresql';
import { AppModule } from './app.module';
import { BrowserPool } from './platform/browser/browser-pool';
import type { AppConfig } from './platform/config/app-config';
import { runMigrations } from './platform/database/run-migrations';
import type { ServiceEndpoints } from './platform/embedded/start-embedded-services';
import { StartupError } from './platform/embedded/startup-error';
import { ApiExceptionFilter } from './platform/http/api-exception.filter';
import { mountPages } from './platform/http/mount-pages';
import { mountQueueDashboard } from './platform/admin/queue-dashboard';
import { httpMetrics } from './platform/metrics/http-metrics.middleware';
import { Metrics } from './platform/metrics/metrics';
import { serveOpenApi } from './platform/http/openapi';
import { ResponseContractInterceptor } from './platform/http/response-contract.interceptor';
import { cmsPagePolicy, pagePolicy } from './platform/http/content-security-policy';
import { securityHeaders } from './platform/http/security-headers';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** LOG_LEVEL=error|warn|log|debug|verbose and every level above it; `warn` by default. */
export function logLevels(level = 'warn'): LogLevel[] {
  const index = LEVELS.indexOf(level as LogLevel);
  return LEVELS.slice(0, index === -1 ? 3 : index + 1);
}

export interface CreateAppOptions {
  /** Serve the Astro pages too (needs the frontend build). Tests of the API alone skip it. */
  pages: boolean;
  /** Start listening on config.port (0 picks a free port). */
  listen: boolean;
  logLevels?: LogLevel[];
}

/**
 * Builds the Nest application for the configured role: web (API + pages), worker (queue
 * consumers, no HTTP) or all. Runs migrations before anything is served.
 *
 * No enableShutdownHooks(): Nest's handler re-raises the signal once the app is closed, killing
 * the process before main.ts has stopped the embedded services (orphaned Redis and emulator).
 * main.ts owns signals and calls app.close(), which runs the same shutdown hooks.
 */
export async function createApp(
  config: AppConfig,
  endpoints: ServiceEndpoints,
  options: CreateAppOptions,
): Promise<INestApplicationContext> {
  // The app's own logger is pino (platform/logging); tests that pass logLevels keep Nest's, quieter.
  const logger = options.logLevels ?? logLevels(process.env.LOG_LEVEL);
  const pino = !options.logLevels;
  const module = AppModule.register(config, endpoints);
  const log = (line: string) => process.stdout.write(`[atelier] ${line}\n`);
  if (config.role === 'worker') {
    const ctx = await NestFactory.createApplicationContext(module, pino ? { bufferLogs: true } : { logger });
    if (pino) ctx.useLogger(ctx.get(PinoNestLogger));
    await runMigrations(ctx.get(MikroORM), log);
    ctx.get(Metrics).watchJobs();
    await ctx.get(BrowserPool).warmUp();
    return ctx;
  }
  const app = await NestFactory.create<INestApplication>(
    module,
    pino ? { bufferLogs: true, bodyParser: true } : { logger, bodyParser: true },
  );
  if (pino) app.useLogger(app.get(PinoNestLogger));
  app.use(httpMetrics(app.get(Metrics)));
  app.use(securityHeaders);
  app.setGlobalPrefix('api');
  serveOpenApi(app);
  app.useGlobalFilters(new ApiExceptionFilter());
  // Answers that break the contract fail outside production (tests catch them) and are logged in production.
  app.useGlobalInterceptors(new ResponseContractInterceptor(app.get(Reflector), !config.production));
  app.getHttpAdapter().getInstance().disable('x-powered-by');
  app.getHttpAdapter().getInstance().set('trust proxy', 'loopback');
  await runMigrations(app.get(MikroORM), log);
  if (config.role === 'all') {
    app.get(Metrics).watchJobs();
    await app.get(BrowserPool).warmUp();
  }
  if (options.pages) {
    const emulatorUrl = endpoints.authEmulatorHost ? `http://${endpoints.authEmulatorHost}` : undefined;
    // Bull Board sits beside the pages, behind the same administrator page guard.
    const pages = pagePolicy(config.auth, emulatorUrl);
    await mountPages(app, config.rootDir, { pages, cms: cmsPagePolicy(pages, config.cms) }, mountQueueDashboard);
  }
  if (!options.listen) {
    await app.init();
  } else {
    try {
      await app.listen(config.port, config.host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new StartupError('HTTP', `port ${config.port} is already in use. Stop what uses it, or set PORT.`);
      }
      throw error;
    }
  }
  return app;
}

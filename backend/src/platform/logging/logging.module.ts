import { type DynamicModule, Module } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { AppRole } from '../config/app-config';
import { loggedUrl, pinoLevel, prettyLogs, requestIdFrom } from './log-settings';
import { RequestIdOnJobs } from './request-id-on-jobs';

const QUIET = /^\/(_astro\/|api\/health\/|favicon)/;

/**
 * Structured logs (pino through nestjs-pino): JSON lines in production, one readable line each
 * in development (LOG_FORMAT=json|pretty overrides), at LOG_LEVEL. Every HTTP request gets a
 * request id (a well-formed incoming X-Request-Id, else a new one, echoed in the response) that
 * every log line of the request carries, and that follows the request into the queue jobs it
 * starts (see request-context.ts). What is logged of a request is its method, path (share tokens
 * masked, no query string), status and time: never headers, bodies, tokens or e-mails.
 */
function pinoModule(role: AppRole) {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: pinoLevel(process.env.LOG_LEVEL),
      base: { role, pid: process.pid },
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const id = requestIdFrom(req.headers['x-request-id']);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // On every line logged while the request runs (pino-http binds these to the request's logger).
      customProps: (req: IncomingMessage & { id?: unknown }) => ({ reqId: req.id }),
      serializers: {
        req: (req: { id?: string; method?: string; url?: string }) => ({ method: req.method, url: loggedUrl(req.url) }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      // Belt and braces: were a serializer ever to pass them, these would still not be written.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.token',
          '*.idToken',
          '*.password',
          '*.email',
        ],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (req: IncomingMessage) => QUIET.test(req.url ?? '') },
      transport: prettyLogs() ? { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname,req,res' } } : undefined,
    },
  });
}

/** The logger (nestjs-pino) and the request id's way into queue jobs. */
@Module({})
export class LoggingModule {
  static register(role: AppRole): DynamicModule {
    return { module: LoggingModule, imports: [pinoModule(role)], providers: [RequestIdOnJobs] };
  }
}

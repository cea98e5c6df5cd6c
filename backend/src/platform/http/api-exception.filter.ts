import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { I18nContext } from 'nestjs-i18n';
import { ERROR_STATUS, type ErrorCode, isErrorCode } from '@atelier/contracts';
import { InvalidRequestError } from './zod-validation.pipe';

/** Anything with a stable `code` (domain errors, our HttpExceptions with a code as message). */
function codeOf(exception: unknown): ErrorCode | null {
  if (exception && typeof exception === 'object' && 'code' in exception && isErrorCode(exception.code)) {
    return exception.code;
  }
  if (exception instanceof HttpException) {
    const message = exception.message;
    if (isErrorCode(message)) return message;
    if (exception.getStatus() === 404) return 'NOT_FOUND';
    // multer's size limit, raised while the upload streams in, arrives as a 413.
    if (exception.getStatus() === 413) return 'FILE_TOO_LARGE';
  }
  return null;
}

/**
 * Every API error becomes `{ error: { code, message } }` with the message in the request's
 * language. Unknown errors are logged and answered with a generic 500, never a stack trace.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // Terminus answers a failed readiness check with 503 and per-component details: keep them.
    if (exception instanceof HttpException && exception.getStatus() === 503) {
      response.status(503).json(exception.getResponse());
      return;
    }
    let code = codeOf(exception);
    let status: number = code ? ERROR_STATUS[code] : 500;
    if (!code && exception instanceof HttpException && exception.getStatus() < 500) {
      status = exception.getStatus();
      code = 'BAD_REQUEST';
    }
    if (!code) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      code = 'INTERNAL';
    }
    const i18n = I18nContext.current(host);
    // BAD_REQUEST (a framework refusal, e.g. malformed JSON) has no message of ours: the framework's says what is wrong.
    const message =
      code === 'BAD_REQUEST' && exception instanceof HttpException ? exception.message : i18n ? i18n.t(`errors.${code}`) : code;
    const fields = exception instanceof InvalidRequestError ? { fields: exception.fields } : {};
    response.status(status).json({ error: { code, message, ...fields } });
  }
}

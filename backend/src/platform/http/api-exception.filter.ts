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
    const framework = frameworkCode(exception.cause);
    if (framework) return framework;
    if (exception.getStatus() === 404) return 'NOT_FOUND';
    if (exception.getStatus() === 413) return 'BODY_TOO_LARGE';
  }
  return null;
}

/**
 * What the body parser or multer refused, from the original error Nest keeps as the cause: each
 * gets its own code and localised message instead of the framework's English text (and a JSON
 * body over its limit is no longer called a file over 10 MB).
 */
function frameworkCode(cause: unknown): ErrorCode | null {
  const { type, code, field } = (cause ?? {}) as { type?: string; code?: string; field?: string };
  if (type === 'entity.parse.failed') return 'MALFORMED_JSON';
  if (type === 'entity.too.large') return 'BODY_TOO_LARGE';
  if (code === 'LIMIT_FILE_SIZE') return 'FILE_TOO_LARGE'; // raised while the upload streams in
  if (code === 'LIMIT_FILE_COUNT') return 'TOO_MANY_FILES';
  // A second file in the API's one file field ("file") is one file too many; any other field is the wrong one.
  if (code === 'LIMIT_UNEXPECTED_FILE') return field === 'file' ? 'TOO_MANY_FILES' : 'UNEXPECTED_FILE_FIELD';
  if (typeof code === 'string' && /^(LIMIT_|MISSING_FIELD_NAME|INVALID_FIELD_NAME)/.test(code)) return 'INVALID_MULTIPART';
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
    const message = i18n ? i18n.t(`errors.${code}`) : code;
    const fields = exception instanceof InvalidRequestError ? { fields: exception.fields } : {};
    response.status(status).json({ error: { code, message, ...fields } });
  }
}

import { CallHandler, ExecutionContext, HttpException, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { isErrorCode } from '@atelier/contracts';
import { ResumeError } from '../../domain/resume-errors';

/**
 * The dashboard's per-item actions (rename, download, share, delete) answer an unexpected failure
 * with the spec's "Failed to rename, download, share or delete." (LIBRARY_ACTION_FAILED) rather
 * than the generic error. Known errors (with a code) pass through unchanged; the cause is logged.
 */
@Injectable()
export class LibraryActionErrors implements NestInterceptor {
  private readonly logger = new Logger('ResumeLibrary');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const code = error && typeof error === 'object' && 'code' in error ? error.code : null;
        if (isErrorCode(code) || error instanceof HttpException) return throwError(() => error);
        this.logger.error(
          `${context.getClass().name}.${context.getHandler().name} failed`,
          error instanceof Error ? error.stack : String(error),
        );
        return throwError(() => new ResumeError('LIBRARY_ACTION_FAILED'));
      }),
    );
  }
}

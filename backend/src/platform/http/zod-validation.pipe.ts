import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/** A request that does not fit its schema: answered 400 INVALID_REQUEST with the fields at fault. */
export class InvalidRequestError extends Error {
  readonly code = 'INVALID_REQUEST';
  constructor(readonly fields: string[]) {
    super(`INVALID_REQUEST: ${fields.join(', ')}`);
  }
}

/**
 * Validates (and strips or coerces, as the schema says) a body or query with zod, so each
 * controller states its input once as a schema and use cases only ever see clean values.
 * Usage: `@Body(new ZodValidationPipe(RenameSchema)) body: z.infer<typeof RenameSchema>`.
 */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new InvalidRequestError([...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(body)'))]);
  }
}

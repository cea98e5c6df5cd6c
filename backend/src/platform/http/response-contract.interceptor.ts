import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { RouteContract } from '@atelier/contracts';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { ROUTE_CONTRACT } from './route.decorator';

/** A controller answered a shape its contract does not allow (a bug on our side: a 500). */
export class ContractViolationError extends Error {}

/**
 * Checks every JSON answer against the route's contract (see @Route). Outside production a
 * mismatch fails the request (a 500 whose log says what differs), so tests catch a controller
 * that drifts from the contract; in production it is only logged and the answer goes out.
 * A valid answer is sent as the contract parsed it, so a field the contract does not list is
 * never sent. Handlers that write the response themselves (files, event streams) are skipped.
 */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Contract');

  constructor(
    private readonly reflector: Reflector,
    private readonly strict: boolean,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const contract = this.reflector.get<RouteContract | undefined>(ROUTE_CONTRACT, context.getHandler());
    const where = `${context.getClass().name}.${context.getHandler().name}`;
    return next.handle().pipe(map((body: unknown) => this.check(where, contract, body, context.switchToHttp().getResponse<Response>())));
  }

  private check(where: string, contract: RouteContract | undefined, body: unknown, res: Response): unknown {
    if (res.headersSent) return body;
    if (!contract) return this.violation(where, 'has no @Route contract', body);
    if (!contract.response)
      return body === undefined
        ? body
        : this.violation(where, `${contract.method} ${contract.path} answers a body its contract does not have`, body);
    const result = contract.response.safeParse(body);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
    return this.violation(where, `${contract.method} ${contract.path} answered a shape its contract does not allow: ${issues}`, body);
  }

  private violation(where: string, problem: string, body: unknown): unknown {
    const message = `${where} ${problem}`;
    if (this.strict) throw new ContractViolationError(message);
    this.logger.error(message);
    return body;
  }
}

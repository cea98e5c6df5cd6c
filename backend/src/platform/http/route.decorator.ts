import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import { API_PREFIX, type RouteContract } from '@atelier/contracts';

/** Metadata key under which a handler keeps its route contract (read by ResponseContractInterceptor). */
export const ROUTE_CONTRACT = 'atelier:route-contract';

/**
 * Serves a handler at the contract's method, path and success status, and records the contract so
 * its answers are checked against it. Controllers use `@Controller()` with no path of their own:
 * the path is the contract's, so the browser's URLs and the server's routes cannot drift apart.
 */
export function Route(contract: RouteContract): MethodDecorator {
  return applyDecorators(
    RequestMapping({ path: contract.path.slice(API_PREFIX.length + 1), method: RequestMethod[contract.method] }),
    HttpCode(contract.status),
    SetMetadata(ROUTE_CONTRACT, contract),
  );
}

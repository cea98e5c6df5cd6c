import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PATHS, type RouteContract } from '@atelier/contracts';
import { lastValueFrom, of } from 'rxjs';
import { z } from 'zod';
import { ContractViolationError, ResponseContractInterceptor } from './response-contract.interceptor';
import { ROUTE_CONTRACT } from './route.decorator';

const withBody: RouteContract = {
  method: 'GET',
  path: PATHS.me,
  tag: 't',
  summary: 's',
  auth: true,
  status: 200,
  response: z.object({ uid: z.string(), isAnonymous: z.boolean() }),
};
const noBody: RouteContract = { ...withBody, method: 'DELETE', status: 204, response: null };

class Handlers {
  me() {}
  remove() {}
  undeclared() {}
}
Reflect.defineMetadata(ROUTE_CONTRACT, withBody, Handlers.prototype.me);
Reflect.defineMetadata(ROUTE_CONTRACT, noBody, Handlers.prototype.remove);

function answer(strict: boolean, handler: () => void, body: unknown, headersSent = false): Promise<unknown> {
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => Handlers,
    switchToHttp: () => ({ getResponse: () => ({ headersSent }) }),
  } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => of(body) };
  return lastValueFrom(new ResponseContractInterceptor(new Reflector(), strict).intercept(context, next));
}

describe('ResponseContractInterceptor', () => {
  const { me, remove, undeclared } = Handlers.prototype;

  it('lets an answer the contract allows through, without fields the contract does not list', async () => {
    await expect(answer(true, me, { uid: 'u1', isAnonymous: false, ownerSecret: 'x' })).resolves.toEqual({ uid: 'u1', isAnonymous: false });
  });

  it('fails a wrong shape outside production, saying which field differs', async () => {
    await expect(answer(true, me, { uid: 42, isAnonymous: false })).rejects.toThrow(ContractViolationError);
    await expect(answer(true, me, { isAnonymous: 'no' })).rejects.toThrow(
      /GET \/api\/me answered a shape its contract does not allow: uid: .*isAnonymous/,
    );
  });

  it('only logs a wrong shape in production, and sends the answer', async () => {
    const body = { uid: 42 };
    await expect(answer(false, me, body)).resolves.toBe(body);
  });

  it('fails a route without a contract, and a body where the contract has none', async () => {
    await expect(answer(true, undeclared, { any: 1 })).rejects.toThrow('Handlers.undeclared has no @Route contract');
    await expect(answer(true, remove, { deleted: true })).rejects.toThrow('answers a body its contract does not have');
    await expect(answer(true, remove, undefined)).resolves.toBeUndefined();
  });

  it('leaves alone a handler that wrote the response itself (a file, an event stream)', async () => {
    await expect(answer(true, undeclared, undefined, true)).resolves.toBeUndefined();
  });
});

import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { RateLimits } from '../config/app-config';
import { RateLimitGuard } from './rate-limit.guard';

/** The named limits (their numbers come from AppConfig.rateLimits, RATE_LIMIT_* settings). */
export type RateLimitName = keyof RateLimits;
export const RATE_LIMIT_NAMES: readonly RateLimitName[] = [
  'uploads',
  'supermatch',
  'account',
  'authConfig',
  'jobPostings',
  'enhancement',
  'renders',
  'shareViews',
];

const RATE_LIMIT_KEY = 'atelier:rate-limit';

/**
 * Puts a route (or every route of a controller) under a named limit, counted per signed-in uid
 * (else per IP) and, with its own allowance, per IP as well. Place it after the controller's @UseGuards(FirebaseAuthGuard) (method decorators
 * run after class ones) so the uid is known: e.g. `@Post() @RateLimit('supermatch') start(...)`.
 * Over the limit: 429 RATE_LIMITED with Retry-After (seconds).
 */
export function RateLimit(name: RateLimitName): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_KEY, name), UseGuards(RateLimitGuard));
}

/** The limit a route is under, if any (method first, then controller). */
export function rateLimitOf(context: ExecutionContext): RateLimitName | undefined {
  return Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_KEY, context.getClass());
}

import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { normalizeIp, ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerRequest } from '@nestjs/throttler';

/** The per-IP twin of each named limit is the throttler `<name>@ip`. */
export const PER_IP = '@ip';

/**
 * @nestjs/throttler's guard, counting per signed-in user (the uid FirebaseAuthGuard set) or,
 * before sign-in, per client IP, one counter per named limit (whatever route it is spent on), and
 * a second counter per client IP for the limit's `@ip` twin.
 * Refusals are our API error: 429 RATE_LIMITED, localised, with a Retry-After header.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async getTracker(req: { user?: { uid?: unknown }; ip?: string }): Promise<string> {
    const uid = req.user?.uid;
    return typeof uid === 'string' && uid ? `uid:${uid}` : this.ipTracker(req);
  }

  /** The `<name>@ip` twin of each limit counts per client IP, whoever is signed in. */
  protected override handleRequest(props: ThrottlerRequest): Promise<boolean> {
    if (!props.throttler.name?.endsWith(PER_IP)) return super.handleRequest(props);
    return super.handleRequest({ ...props, getTracker: async (req) => this.ipTracker(req as { ip?: string }) });
  }

  private ipTracker(req: { ip?: string }): string {
    return `ip:${normalizeIp(req.ip ?? '', this.ipv6SubnetPrefix)}`;
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const { res } = this.getRequestResponse(context);
    res.setHeader('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    throw new HttpException('RATE_LIMITED', 429);
  }
}

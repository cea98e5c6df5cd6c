import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { ROUTES } from '@atelier/contracts';
import { bearerToken, SESSION_COOKIE } from './credentials';
import { FIREBASE_AUTH } from './firebase-admin.provider';
import { FirebaseAuthGuard } from './firebase-auth.guard';
import { Route } from '../http/route.decorator';

/**
 * How long a `__session` cookie lives. The browser mints a new one on every ID token refresh
 * (hourly while the app is open), so this only bounds an idle browser; a revoked or deleted
 * account is refused sooner (TokenRevocations, and AdminRole reads the live claim).
 */
export const SESSION_LIFETIME_MS = 5 * 24 * 3_600_000;

/** The pages' identity: a Firebase session cookie minted from the caller's ID token. */
@Controller()
export class SessionController {
  constructor(@Inject(FIREBASE_AUTH) private readonly auth: Auth) {}

  @Route(ROUTES.openSession)
  @UseGuards(FirebaseAuthGuard)
  async open(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const cookie = await this.auth.createSessionCookie(bearerToken(req), { expiresIn: SESSION_LIFETIME_MS });
    res.cookie(SESSION_COOKIE, cookie, { ...cookieOptions(req), maxAge: SESSION_LIFETIME_MS });
  }

  @Route(ROUTES.closeSession)
  close(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
  }
}

// Secure whenever the request came over TLS (directly or through the trusted proxy), so local
// development over plain HTTP still works; never readable by scripts; sent on top-level links.
const cookieOptions = (req: Request) => ({ httpOnly: true, secure: req.secure, sameSite: 'lax' as const, path: '/' });

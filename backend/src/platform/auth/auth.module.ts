import { Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { AdminRole } from './admin-role';
import { AuthConfigController } from './auth-config.controller';
import { firebaseAuthProvider, FIREBASE_AUTH } from './firebase-admin.provider';
import { FirebaseAuthGuard } from './firebase-auth.guard';
import { IdentityVerifier } from './identity-verifier';
import { SessionController } from './session.controller';
import { TokenRevocations } from './token-revocations';
import { Viewers } from './viewers';
import { GuestQuota } from '../rate-limit/guest-quota';
import { RateLimitModule } from '../rate-limit/rate-limit.module';

@Global()
@Module({
  // GET /api/auth/config is rate limited.
  imports: [RateLimitModule],
  controllers: [AuthConfigController, SessionController],
  providers: [firebaseAuthProvider, IdentityVerifier, FirebaseAuthGuard, TokenRevocations, AdminRole, Viewers, AdminGuard, GuestQuota],
  exports: [FIREBASE_AUTH, IdentityVerifier, FirebaseAuthGuard, TokenRevocations, Viewers, AdminGuard, GuestQuota],
})
export class AuthModule {}

import { Global, Module } from '@nestjs/common';
import { AuthConfigController } from './auth-config.controller';
import { firebaseAuthProvider, FIREBASE_AUTH } from './firebase-admin.provider';
import { FirebaseAuthGuard } from './firebase-auth.guard';
import { TokenRevocations } from './token-revocations';
import { GuestQuota } from '../rate-limit/guest-quota';
import { RateLimitModule } from '../rate-limit/rate-limit.module';

@Global()
@Module({
  // GET /api/auth/config is rate limited.
  imports: [RateLimitModule],
  controllers: [AuthConfigController],
  providers: [firebaseAuthProvider, FirebaseAuthGuard, TokenRevocations, GuestQuota],
  exports: [FIREBASE_AUTH, FirebaseAuthGuard, TokenRevocations, GuestQuota],
})
export class AuthModule {}

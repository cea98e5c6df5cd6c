import { Global, Module } from '@nestjs/common';
import { AuthConfigController } from './auth-config.controller';
import { firebaseAuthProvider, FIREBASE_AUTH } from './firebase-admin.provider';
import { FirebaseAuthGuard } from './firebase-auth.guard';

@Global()
@Module({
  controllers: [AuthConfigController],
  providers: [firebaseAuthProvider, FirebaseAuthGuard],
  exports: [FIREBASE_AUTH, FirebaseAuthGuard],
})
export class AuthModule {}

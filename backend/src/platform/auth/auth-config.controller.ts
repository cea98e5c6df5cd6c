import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, SERVICE_ENDPOINTS } from '../config/config.module';
import type { ServiceEndpoints } from '../embedded/start-embedded-services';
import { RateLimit } from '../rate-limit/rate-limit';

/**
 * The public Firebase web settings the browser SDK needs (these are not secrets), and where the
 * emulator is when one is used. Service-account credentials never leave the server.
 */
@ApiTags('auth')
@Controller('auth')
export class AuthConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SERVICE_ENDPOINTS) private readonly endpoints: ServiceEndpoints,
  ) {}

  @Get('config')
  @RateLimit('authConfig')
  @ApiOperation({ summary: 'Public Firebase web settings for the browser SDK (no sign-in needed)' })
  publicConfig() {
    const auth = this.config.auth;
    return {
      apiKey: auth.apiKey,
      projectId: auth.projectId,
      authDomain: auth.mode === 'firebase' ? auth.authDomain : `${auth.projectId}.firebaseapp.com`,
      appId: auth.mode === 'firebase' ? auth.appId : undefined,
      emulatorUrl: auth.mode === 'firebase' ? undefined : `http://${this.endpoints.authEmulatorHost}`,
    };
  }
}

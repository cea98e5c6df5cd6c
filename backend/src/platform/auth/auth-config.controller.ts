import { Controller, Inject } from '@nestjs/common';
import { type AuthConfig as PublicAuthConfig, ROUTES } from '@atelier/contracts';
import type { AppConfig, SocialProvider } from '../config/app-config';
import { APP_CONFIG, SERVICE_ENDPOINTS } from '../config/config.module';
import type { ServiceEndpoints } from '../embedded/start-embedded-services';
import { Route } from '../http/route.decorator';
import { RateLimit } from '../rate-limit/rate-limit';

/**
 * The public Firebase web settings the browser SDK needs (these are not secrets), and where the
 * emulator is when one is used. Service-account credentials never leave the server.
 */
@Controller()
export class AuthConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SERVICE_ENDPOINTS) private readonly endpoints: ServiceEndpoints,
  ) {}

  @Route(ROUTES.getAuthConfig)
  @RateLimit('authConfig')
  // `providers` reaches the browser once the contract's AuthConfig lists it (until then the
  // response check drops it, and the sign-in screens show no social button).
  publicConfig(): PublicAuthConfig & { providers: readonly SocialProvider[] } {
    const auth = this.config.auth;
    return {
      apiKey: auth.apiKey,
      projectId: auth.projectId,
      authDomain: auth.mode === 'firebase' ? auth.authDomain : `${auth.projectId}.firebaseapp.com`,
      appId: auth.mode === 'firebase' ? auth.appId : undefined,
      emulatorUrl: auth.mode === 'firebase' ? undefined : `http://${this.endpoints.authEmulatorHost}`,
      providers: this.config.authProviders,
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ENTITIES } from './entities';
import { EraseUserCredits } from './modules/credits/application/erase-user-credits';
import { CreditsModule } from './modules/credits/credits.module';
import { EnhancementModule } from './modules/enhancement/enhancement.module';
import { eraser, IdentityModule } from './modules/identity/identity.module';
import { EraseOnboardingAnswers } from './modules/onboarding/application/erase-onboarding-answers';
import { OnboardingModule } from './modules/onboarding/onboarding.module';
import { MatchingModule } from './modules/matching/matching.module';
import { PipelinesModule } from './modules/pipelines/pipelines.module';
import { ResumesModule } from './modules/resumes/resumes.module';
import { AuthModule } from './platform/auth/auth.module';
import { BrowserModule } from './platform/browser/browser.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { mikroOrmOptions } from './platform/database/mikro-orm.options';
import type { ServiceEndpoints } from './platform/embedded/start-embedded-services';
import { HealthModule } from './platform/health/health.module';
import { I18nModule } from './platform/i18n/i18n.module';
import { QueueModule } from './platform/queue/queue.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';

/** The composition root: platform modules, then each business module for this role. */
@Module({})
export class AppModule {
  static register(config: AppConfig, endpoints: ServiceEndpoints): DynamicModule {
    const web = config.role !== 'worker';
    const worker = config.role !== 'web';
    // One instance each, shared by AppModule and IdentityModule (account deletion erases through them).
    const credits = CreditsModule.register({ web });
    const onboarding = OnboardingModule.register({ web });
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config, endpoints),
        MikroOrmModule.forRoot({ ...mikroOrmOptions(endpoints.databaseUrl, ENTITIES), registerRequestContext: false }),
        QueueModule,
        BrowserModule,
        I18nModule,
        ...(web ? [AuthModule, RateLimitModule] : []),
        HealthModule,
        ResumesModule.register({ web, worker }),
        MatchingModule.register({ web }),
        EnhancementModule.register(),
        credits,
        onboarding,
        PipelinesModule.register({ web }),
        // Web only: deleting an account needs firebase-admin (AuthModule). Other modules' erasers
        // plug in here: IdentityModule.register({ web, imports: [...], erasers: [eraser(...)] }).
        ...(web ? [IdentityModule.register({
          web,
          imports: [credits, onboarding],
          erasers: [
            eraser('credits', EraseUserCredits, (useCase, uid) => useCase.execute({ userId: uid })),
            eraser('onboarding', EraseOnboardingAnswers, (useCase, uid) => useCase.execute({ userId: uid })),
          ],
        })] : []),
      ],
    };
  }
}

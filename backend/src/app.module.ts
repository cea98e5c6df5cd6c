import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ENTITIES } from './entities';
import { EraseUserCredits } from './modules/credits/application/erase-user-credits';
import { ContactModule } from './modules/contact/contact.module';
import { CreditsModule } from './modules/credits/credits.module';
import { EnhancementModule } from './modules/enhancement/enhancement.module';
import { eraser, IdentityModule } from './modules/identity/identity.module';
import { EraseOnboardingAnswers } from './modules/onboarding/application/erase-onboarding-answers';
import { OnboardingModule } from './modules/onboarding/onboarding.module';
import { MatchingModule } from './modules/matching/matching.module';
import { PipelinesModule } from './modules/pipelines/pipelines.module';
import { EraseUserEnhancementJobs } from './modules/enhancement/application/erase-user-enhancement-jobs';
import { EraseUserResumes } from './modules/resumes/application/erase-user-resumes';
import { ResumesModule } from './modules/resumes/resumes.module';
import { EraseUserPipelineRuns } from './modules/pipelines/application/erase-user-pipeline-runs';
import { EraseUserSuperMatches } from './modules/supermatch/application/erase-user-supermatches';
import { SuperMatchModule } from './modules/supermatch/supermatch.module';
import { AdminModule } from './platform/admin/admin.module';
import { AuthModule } from './platform/auth/auth.module';
import { BrowserModule } from './platform/browser/browser.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { mikroOrmOptions } from './platform/database/mikro-orm.options';
import type { ServiceEndpoints } from './platform/embedded/start-embedded-services';
import { HealthModule } from './platform/health/health.module';
import { I18nModule } from './platform/i18n/i18n.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { QueueModule } from './platform/queue/queue.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { LoggingModule } from './platform/logging/logging.module';

/** The composition root: platform modules, then each business module for this role. */
@Module({})
export class AppModule {
  static register(config: AppConfig, endpoints: ServiceEndpoints): DynamicModule {
    const web = config.role !== 'worker';
    const worker = config.role !== 'web';
    // One instance each, shared by AppModule and IdentityModule (account deletion erases through them).
    const credits = CreditsModule.register({ web });
    const pipelines = PipelinesModule.register({ web });
    const resumes = ResumesModule.register({ web, worker, collaborators: [pipelines] });
    const onboarding = OnboardingModule.register({ web, collaborators: [resumes] });
    const matching = MatchingModule.register({ web, collaborators: [resumes] });
    const enhancement = EnhancementModule.register({ web, worker, collaborators: [resumes, pipelines, matching] });
    const supermatch = SuperMatchModule.register({ web, worker, collaborators: [resumes, matching, enhancement, credits, pipelines] });
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config, endpoints),
        MikroOrmModule.forRoot({ ...mikroOrmOptions(endpoints.databaseUrl, ENTITIES), registerRequestContext: false }),
        QueueModule,
        LoggingModule.register(config.role),
        MetricsModule.register({ web }),
        BrowserModule,
        I18nModule,
        ...(web ? [AuthModule, RateLimitModule, AdminModule] : []),
        HealthModule,
        resumes,
        matching,
        enhancement,
        credits,
        onboarding,
        pipelines,
        supermatch,
        ContactModule.register({ web }),
        // Web only: deleting an account needs firebase-admin (AuthModule). Other modules' erasers
        // plug in here: IdentityModule.register({ web, imports: [...], erasers: [eraser(...)] }).
        ...(web
          ? [
              IdentityModule.register({
                web,
                imports: [supermatch, enhancement, pipelines, resumes, credits, onboarding],
                // In this order: SuperMatches (and their queued jobs), runs, resumes with their files, then the ledger.
                erasers: [
                  eraser('supermatch', EraseUserSuperMatches, (useCase, uid) => useCase.execute(uid)),
                  eraser('enhancement', EraseUserEnhancementJobs, (useCase, uid) => useCase.execute(uid)),
                  eraser('pipelines', EraseUserPipelineRuns, (useCase, uid) => useCase.execute(uid).then(() => undefined)),
                  eraser('resumes', EraseUserResumes, (useCase, uid) => useCase.execute({ userId: uid }).then(() => undefined)),
                  eraser('credits', EraseUserCredits, (useCase, uid) => useCase.execute({ userId: uid })),
                  eraser('onboarding', EraseOnboardingAnswers, (useCase, uid) => useCase.execute({ userId: uid })),
                ],
              }),
            ]
          : []),
      ],
    };
  }
}

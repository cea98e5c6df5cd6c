import { Migration } from '@mikro-orm/migrations';

/**
 * The guided flow's state beside the survey answers, so a reload, a second tab or another device
 * resumes at the same step with the same resume, job, style and personalization answers.
 */
export class Migration20261123220000_onboarding_flow extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "onboarding_answers"
      add column "resume_id" uuid null,
      add column "job_text" text null,
      add column "job_url" text null,
      add column "template" varchar(16) null,
      add column "personalization" jsonb not null default '{}',
      add column "preview_run_id" uuid null,
      add column "final_run_id" uuid null,
      add column "rejected_changes" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "onboarding_answers"
      drop column "resume_id", drop column "job_text", drop column "job_url", drop column "template",
      drop column "personalization", drop column "preview_run_id", drop column "final_run_id", drop column "rejected_changes";`);
  }
}

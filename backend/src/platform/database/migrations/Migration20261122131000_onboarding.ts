import { Migration } from '@mikro-orm/migrations';

/** Onboarding survey answers and flow state, one row per user (no row: nothing answered yet). */
export class Migration20261122131000_onboarding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "onboarding_answers" (
      "user_id" varchar(128) not null primary key,
      "biggest_challenge" varchar(32) null,
      "applying" varchar(16) null,
      "resume_written_by" varchar(16) null,
      "confidence" varchar(16) null,
      "skipped" boolean not null default false,
      "step" smallint not null default 0 check ("step" between 0 and 16),
      "updated_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "onboarding_answers";');
  }
}

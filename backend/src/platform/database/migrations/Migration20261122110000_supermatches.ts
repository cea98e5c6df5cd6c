import { Migration } from '@mikro-orm/migrations';

/** SuperMatch history: one resume tailored to one job, with the job's title, company and verdict. */
export class Migration20261122110000_supermatches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "supermatches" (
      "id" uuid not null primary key,
      "owner_id" varchar(128) not null,
      "resume_id" uuid not null,
      "tailored_resume_id" uuid not null,
      "run_id" uuid not null,
      "name" varchar(160) not null,
      "job_url" text null,
      "job_description" text null,
      "job_title" varchar(255) null,
      "company" varchar(255) null,
      "language" varchar(2) null,
      "locale" varchar(2) not null default 'en',
      "status" varchar(16) not null,
      "match" jsonb null,
      "mismatch_confirmed" boolean not null default false,
      "charges" integer not null default 1,
      "error_code" varchar(64) null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql('create index if not exists "supermatches_owner_created_index" on "supermatches" ("owner_id", "created_at" desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "supermatches";');
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Runs of the long pipelines (enhancement, SuperMatch): what progress screens and SSE read. */
export class Migration20261122100000_pipeline_runs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "pipeline_runs" (
      "id" uuid not null primary key,
      "owner_id" varchar(128) not null,
      "kind" varchar(16) not null,
      "subject_id" uuid not null,
      "status" varchar(24) not null,
      "stage" varchar(32) null,
      "error_code" varchar(64) null,
      "result" jsonb null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql('create index if not exists "pipeline_runs_owner_id_index" on "pipeline_runs" ("owner_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "pipeline_runs";');
  }
}

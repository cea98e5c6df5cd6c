import { Migration } from '@mikro-orm/migrations';

/**
 * Resume versions: each saved content of a resume (upload, enhancement, edit, restore, tailoring),
 * so previous versions can be listed, restored and downloaded. They go with their resume.
 * Existing resumes get their current content as a first version, so none starts with an empty history.
 */
export class Migration20261123200000_resume_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "resume_versions" (
      "id" uuid not null primary key,
      "resume_id" uuid not null references "resumes" ("id") on delete cascade,
      "owner_id" varchar(128) not null,
      "reason" varchar(16) not null check ("reason" in ('upload', 'enhancement', 'edit', 'restore', 'tailoring')),
      "structured" jsonb not null,
      "created_at" timestamptz not null
    );`);
    this.addSql('create index "resume_versions_resume_id_created_at_index" on "resume_versions" ("resume_id", "created_at");');
    this.addSql(`insert into "resume_versions" ("id", "resume_id", "owner_id", "reason", "structured", "created_at")
      select gen_random_uuid(), "id", "owner_id", case when "kind" = 'tailored' then 'tailoring' else 'upload' end, "structured", "updated_at"
        from "resumes" where "structured" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "resume_versions";');
  }
}

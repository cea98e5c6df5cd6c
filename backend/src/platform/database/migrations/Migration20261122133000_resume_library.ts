import { Migration } from '@mikro-orm/migrations';

/**
 * The resume library: names, the base resume, tailored resumes (SuperMatch results) and share links.
 *
 * - `name_search` is the name folded like shared/text.ts foldAccents (NFD, combining marks removed,
 *   lower case), computed by PostgreSQL itself so every write keeps it right; searches fold the
 *   query with the same expression, so "gaelle" finds "Gaëlle CV".
 * - At most one base resume per user is a partial unique index; "exactly one" is kept by the use
 *   cases (the first upload becomes base, the base cannot be deleted, switching is one transaction).
 * - A share keeps only the SHA-256 of its token: the link is shown once, when it is made.
 */
export class Migration20261122133000_resume_library extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "resumes"
      add column "name" varchar(120) null,
      add column "is_base" boolean not null default false,
      add column "kind" varchar(16) not null default 'upload',
      add column "source_resume_id" uuid null references "resumes" ("id") on delete set null,
      add column "previous_structured" jsonb null;`);
    // Resumes uploaded before names existed are named after their file, as new uploads are.
    this.addSql(
      String.raw`update "resumes" set "name" = left(coalesce(nullif(btrim(regexp_replace("file_name", '\.[A-Za-z0-9]{1,5}$', '')), ''), "file_name"), 120);`,
    );
    this.addSql('alter table "resumes" alter column "name" set not null;');
    this.addSql(
      String.raw`alter table "resumes" add column "name_search" text generated always as (lower(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'))) stored;`,
    );
    this.addSql(`alter table "resumes"
      add constraint "resumes_kind_check" check ("kind" in ('upload', 'tailored')),
      add constraint "resumes_base_is_upload_check" check (not "is_base" or "kind" = 'upload');`);
    // Each existing user's first upload becomes their base resume.
    this.addSql(`update "resumes" set "is_base" = true where "id" in (
      select distinct on ("owner_id") "id" from "resumes" where "kind" = 'upload' order by "owner_id", "created_at", "id");`);
    this.addSql('create unique index "resumes_one_base_per_owner" on "resumes" ("owner_id") where "is_base";');
    // The dashboard's list: one user's resumes, newest first, without reading the others'.
    this.addSql('create index "resumes_owner_id_created_at_index" on "resumes" ("owner_id", "created_at");');
    this.addSql('create index "resumes_source_resume_id_index" on "resumes" ("source_resume_id") where "source_resume_id" is not null;');
    // Deleting a resume removes every file under resumes/<id>/: a prefix match on the key, by index.
    this.addSql('create index "stored_files_key_prefix_index" on "stored_files" ("key" varchar_pattern_ops);');
    this.addSql(`create table "resume_shares" (
      "resume_id" uuid not null primary key references "resumes" ("id") on delete cascade,
      "token_hash" char(64) not null,
      "template" varchar(8) not null,
      "language" varchar(2) not null,
      "created_at" timestamptz not null
    );`);
    this.addSql('create unique index "resume_shares_token_hash_unique" on "resume_shares" ("token_hash");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "resume_shares";');
    this.addSql('drop index if exists "stored_files_key_prefix_index";');
    this.addSql(`alter table "resumes" drop column "name_search", drop column "name", drop column "is_base", drop column "kind",
      drop column "source_resume_id", drop column "previous_structured";`);
  }
}

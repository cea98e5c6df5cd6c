import { Migration } from '@mikro-orm/migrations';

/** Resumes and the file store behind them (walking skeleton). */
export class Migration20261122000000_resumes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "resumes" (
      "id" uuid not null primary key,
      "owner_id" varchar(128) not null,
      "file_name" varchar(255) not null,
      "file_type" varchar(8) not null,
      "size_bytes" int not null,
      "stage" varchar(16) not null,
      "error_code" varchar(64) null,
      "extracted_text" text null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`create index "resumes_owner_id_index" on "resumes" ("owner_id");`);
    this.addSql(`create table "stored_files" (
      "key" varchar(255) not null primary key,
      "content_type" varchar(128) not null,
      "size_bytes" int not null,
      "content" bytea not null,
      "created_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "stored_files";');
    this.addSql('drop table if exists "resumes";');
  }
}

import { Migration } from '@mikro-orm/migrations';

/** The plain text of an upload is no longer kept: the structured resume and the original file are. */
export class Migration20261122020000_drop_extracted_text extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "resumes" drop column if exists "extracted_text";');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "resumes" add column "extracted_text" text null;');
  }
}

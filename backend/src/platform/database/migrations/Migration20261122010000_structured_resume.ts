import { Migration } from '@mikro-orm/migrations';

/** The parsed resume (JSON Resume + language, confidence, warnings) next to its upload. */
export class Migration20261122010000_structured_resume extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "resumes" add column "structured" jsonb null, add column "language" varchar(2) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "resumes" drop column "structured", drop column "language";');
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The change review: what the last enhancement or tailoring changed in a resume (the content
 * before, each change with its reason, the ids the user rejected), so each change can be undone.
 */
export class Migration20261123200000_resume_change_sets extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "resumes" add column "change_set" jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "resumes" drop column if exists "change_set";');
  }
}

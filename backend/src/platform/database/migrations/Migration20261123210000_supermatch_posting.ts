import { Migration } from '@mikro-orm/migrations';

/** The job posting a SuperMatch read (a link's text is not kept otherwise), for its match report. */
export class Migration20261123210000_supermatch_posting extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "supermatches" add column "posting" jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "supermatches" drop column if exists "posting";');
  }
}

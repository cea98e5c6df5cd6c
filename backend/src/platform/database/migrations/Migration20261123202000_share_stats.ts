import { Migration } from '@mikro-orm/migrations';

/** Share link statistics shown on the dashboard: openings in a browser (views) and downloads. */
export class Migration20261123202000_share_stats extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table "resume_shares" add column "views" integer not null default 0, add column "downloads" integer not null default 0;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "resume_shares" drop column "views", drop column "downloads";');
  }
}

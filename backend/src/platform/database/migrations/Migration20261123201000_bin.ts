import { Migration } from '@mikro-orm/migrations';

/**
 * The bin: a deleted resume or SuperMatch keeps its row (and files) with `deleted_at` set, is
 * restorable for 30 days, then erased. Partial indexes keep the purge and the bin listing cheap.
 */
export class Migration20261123201000_bin extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "resumes" add column "deleted_at" timestamptz null;');
    this.addSql('alter table "supermatches" add column "deleted_at" timestamptz null;');
    this.addSql('create index "resumes_deleted_at_index" on "resumes" ("owner_id", "deleted_at") where "deleted_at" is not null;');
    this.addSql(
      'create index "supermatches_deleted_at_index" on "supermatches" ("owner_id", "deleted_at") where "deleted_at" is not null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "resumes" drop column "deleted_at";');
    this.addSql('alter table "supermatches" drop column "deleted_at";');
  }
}

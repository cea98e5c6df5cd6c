import { Migration } from '@mikro-orm/migrations';

/** Profiles of registered users, one row per Firebase uid (no row: nothing saved yet). */
export class Migration20261122134500_user_profiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "user_profiles" (
      "uid" varchar(128) not null primary key,
      "first_name" varchar(100) null,
      "last_name" varchar(100) null,
      "birthday" date null,
      "phone_number" varchar(16) null,
      "email" varchar(254) null,
      "country" char(2) null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "user_profiles";');
  }
}

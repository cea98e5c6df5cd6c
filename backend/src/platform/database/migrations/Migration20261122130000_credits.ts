import { Migration } from '@mikro-orm/migrations';

/**
 * The credits ledger and user plans. The balance is never stored: it is the sum of the ledger.
 * UNIQUE (user_id, kind, reference) makes every grant, consume and refund happen at most once
 * per reference; a trigger keeps lines append-only (DELETE stays allowed for account deletion).
 */
export class Migration20261122130000_credits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "credit_entries" (
      "id" uuid not null primary key,
      "user_id" varchar(128) not null,
      "kind" varchar(8) not null check ("kind" in ('grant', 'consume', 'refund')),
      "amount" int not null check ("amount" > 0),
      "reason" varchar(32) not null,
      "reference" varchar(128) not null,
      "created_at" timestamptz not null,
      constraint "credit_entries_user_kind_reference_unique" unique ("user_id", "kind", "reference")
    );`);
    this.addSql(`create function "credit_entries_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'credit_entries is append-only';
      end;
    $$;`);
    this.addSql(`create trigger "credit_entries_no_update" before update on "credit_entries"
      for each row execute function "credit_entries_append_only"();`);
    this.addSql(`create table "user_plans" (
      "user_id" varchar(128) not null primary key,
      "plan" varchar(8) not null check ("plan" in ('free', 'plus')),
      "updated_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "user_plans";');
    this.addSql('drop table if exists "credit_entries";');
    this.addSql('drop function if exists "credit_entries_append_only"();');
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Contact Us messages; the operator lists the newest first (`atelier contact-messages`). */
export class Migration20261123200000_contact_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contact_messages" (
      "id" uuid not null primary key,
      "name" varchar(120) not null,
      "email" varchar(254) not null,
      "message" text not null,
      "locale" varchar(2) not null check ("locale" in ('en', 'fr')),
      "created_at" timestamptz not null
    );`);
    this.addSql('create index "contact_messages_created_at_index" on "contact_messages" ("created_at" desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "contact_messages";');
  }
}

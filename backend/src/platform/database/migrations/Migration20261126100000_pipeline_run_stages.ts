import { Migration } from '@mikro-orm/migrations';

/**
 * A run carries its kind's stages, declared by the module that owns the kind, so the generic
 * pipelines module lists no kind's stages. Runs made before get the lists their kinds had then.
 */
export class Migration20261126100000_pipeline_run_stages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "pipeline_runs" add column "stages" jsonb not null default '[]'::jsonb;`);
    this.addSql(`update "pipeline_runs" set "stages" = case "kind"
      when 'intake' then '["extracting","rendering"]'::jsonb
      when 'enhancement' then '["extracting-keywords","analyzing-structure","rewriting-summary","optimizing","finalizing"]'::jsonb
      when 'supermatch' then '["analyzing-job","matching-profile","tailoring-resume","generating-pdf","finalizing"]'::jsonb
      else '[]'::jsonb end;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "pipeline_runs" drop column if exists "stages";');
  }
}

import { Migration20261122100000_pipeline_runs } from './Migration20261122100000_pipeline_runs';
import { Migration20261122000000_resumes } from './Migration20261122000000_resumes';
import { Migration20261122010000_structured_resume } from './Migration20261122010000_structured_resume';
import { Migration20261122020000_drop_extracted_text } from './Migration20261122020000_drop_extracted_text';

/**
 * Every migration, in order. Listed explicitly (not globbed from disk) so the built app, the
 * tests under swc and the CLI all run the same set.
 */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_resumes', class: Migration20261122000000_resumes },
  { name: 'Migration20261122010000_structured_resume', class: Migration20261122010000_structured_resume },
  { name: 'Migration20261122020000_drop_extracted_text', class: Migration20261122020000_drop_extracted_text },
  { name: 'Migration20261122100000_pipeline_runs', class: Migration20261122100000_pipeline_runs },
];

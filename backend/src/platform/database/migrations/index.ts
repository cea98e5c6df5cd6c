import { Migration20261122110000_supermatches } from './Migration20261122110000_supermatches';
import { Migration20261122100000_pipeline_runs } from './Migration20261122100000_pipeline_runs';
import { Migration20261122000000_resumes } from './Migration20261122000000_resumes';
import { Migration20261122130000_credits } from './Migration20261122130000_credits';
import { Migration20261122131000_onboarding } from './Migration20261122131000_onboarding';
import { Migration20261122133000_resume_library } from './Migration20261122133000_resume_library';
import { Migration20261122010000_structured_resume } from './Migration20261122010000_structured_resume';
import { Migration20261122020000_drop_extracted_text } from './Migration20261122020000_drop_extracted_text';
import { Migration20261122134500_user_profiles } from './Migration20261122134500_user_profiles';
import { Migration20261123200000_resume_change_sets } from './Migration20261123200000_resume_change_sets';
import { Migration20261123210000_supermatch_posting } from './Migration20261123210000_supermatch_posting';
import { Migration20261123220000_onboarding_flow } from './Migration20261123220000_onboarding_flow';
import { Migration20261123200000_contact_messages } from './Migration20261123200000_contact_messages';
import { Migration20261123200000_resume_versions } from './Migration20261123200000_resume_versions';
import { Migration20261123201000_bin } from './Migration20261123201000_bin';
import { Migration20261123202000_share_stats } from './Migration20261123202000_share_stats';
import { Migration20261126100000_pipeline_run_stages } from './Migration20261126100000_pipeline_run_stages';

/**
 * Every migration, in order. Listed explicitly (not globbed from disk) so the built app, the
 * tests under swc and the CLI all run the same set.
 */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_resumes', class: Migration20261122000000_resumes },
  { name: 'Migration20261122010000_structured_resume', class: Migration20261122010000_structured_resume },
  { name: 'Migration20261122020000_drop_extracted_text', class: Migration20261122020000_drop_extracted_text },
  { name: 'Migration20261122100000_pipeline_runs', class: Migration20261122100000_pipeline_runs },
  { name: 'Migration20261122110000_supermatches', class: Migration20261122110000_supermatches },
  { name: 'Migration20261122130000_credits', class: Migration20261122130000_credits },
  { name: 'Migration20261122131000_onboarding', class: Migration20261122131000_onboarding },
  { name: 'Migration20261122133000_resume_library', class: Migration20261122133000_resume_library },
  { name: 'Migration20261122134500_user_profiles', class: Migration20261122134500_user_profiles },
  { name: 'Migration20261123200000_resume_change_sets', class: Migration20261123200000_resume_change_sets },
  { name: 'Migration20261123210000_supermatch_posting', class: Migration20261123210000_supermatch_posting },
  { name: 'Migration20261123220000_onboarding_flow', class: Migration20261123220000_onboarding_flow },
  { name: 'Migration20261123200000_contact_messages', class: Migration20261123200000_contact_messages },
  { name: 'Migration20261123200000_resume_versions', class: Migration20261123200000_resume_versions },
  { name: 'Migration20261123201000_bin', class: Migration20261123201000_bin },
  { name: 'Migration20261123202000_share_stats', class: Migration20261123202000_share_stats },
  { name: 'Migration20261126100000_pipeline_run_stages', class: Migration20261126100000_pipeline_run_stages },
];

import { Migration20261122000000_resumes } from './Migration20261122000000_resumes';

/**
 * Every migration, in order. Listed explicitly (not globbed from disk) so the built app, the
 * tests under swc and the CLI all run the same set.
 */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_resumes', class: Migration20261122000000_resumes },
];

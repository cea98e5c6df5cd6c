/**
 * The Decap CMS configuration (/admin), built on the server from the environment:
 * - local mode (`npm run content:edit`): CMS_LOCAL_BACKEND=1 (or a URL) points the CMS at
 *   decap-server, which reads and writes the files of this checkout. Decap only uses it from
 *   localhost / 127.0.0.1.
 * - production: CMS_BACKEND (github, gitlab, gitea, bitbucket), CMS_REPO (owner/name),
 *   CMS_BRANCH (main), CMS_BASE_URL / CMS_AUTH_ENDPOINT (the OAuth helper): each save is a commit,
 *   and the host's CI rebuilds the site (docs/content.md).
 * The collection mirrors content.config.ts and page-schema.ts: one folder per language, the file
 * name is the translationKey, so twins are the same file in en/ and fr/.
 */
export interface CmsEnvironment {
  CMS_LOCAL_BACKEND?: string;
  CMS_BACKEND?: string;
  CMS_REPO?: string;
  CMS_BRANCH?: string;
  CMS_BASE_URL?: string;
  CMS_AUTH_ENDPOINT?: string;
}

export type CmsLabels = Record<
  | 'collection'
  | 'title'
  | 'description'
  | 'translationKey'
  | 'translationKeyHint'
  | 'slug'
  | 'slugHint'
  | 'published'
  | 'heading'
  | 'lead'
  | 'claims'
  | 'claimValue'
  | 'claimLabel'
  | 'form'
  | 'plan'
  | 'updated'
  | 'body'
  | 'patternKey'
  | 'patternSlug',
  string
>;

const KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const SLUG_PATTERN = '^([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$';

export function cmsConfig(env: CmsEnvironment, labels: CmsLabels, localBackendPort = 8081) {
  const local = env.CMS_LOCAL_BACKEND?.trim();
  const localBackend =
    !local || local === '0'
      ? undefined
      : /^https?:\/\//.test(local)
        ? { url: local }
        : { url: `http://localhost:${localBackendPort}/api/v1` };
  return {
    load_config_file: false,
    backend: {
      name: env.CMS_BACKEND?.trim() || 'github',
      repo: env.CMS_REPO?.trim() || 'owner/atelier',
      branch: env.CMS_BRANCH?.trim() || 'main',
      ...(env.CMS_BASE_URL ? { base_url: env.CMS_BASE_URL.trim() } : {}),
      ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT.trim() } : {}),
    },
    ...(localBackend ? { local_backend: localBackend } : {}),
    media_folder: 'frontend/public/images/content',
    public_folder: '/images/content',
    i18n: { structure: 'multiple_folders', locales: ['en', 'fr'], default_locale: 'en' },
    collections: [
      {
        name: 'pages',
        label: labels.collection,
        folder: 'frontend/src/content/pages',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        i18n: true,
        identifier_field: 'translationKey',
        slug: '{{translationKey}}',
        summary: '{{title}} ({{translationKey}})',
        fields: [
          { name: 'title', label: labels.title, widget: 'string', i18n: true },
          { name: 'description', label: labels.description, widget: 'text', i18n: true },
          {
            name: 'translationKey',
            label: labels.translationKey,
            hint: labels.translationKeyHint,
            widget: 'string',
            i18n: 'duplicate',
            pattern: [KEY_PATTERN, labels.patternKey],
          },
          {
            name: 'slug',
            label: labels.slug,
            hint: labels.slugHint,
            widget: 'string',
            i18n: true,
            required: false,
            pattern: [SLUG_PATTERN, labels.patternSlug],
          },
          { name: 'published', label: labels.published, widget: 'boolean', default: true, i18n: true },
          { name: 'heading', label: labels.heading, widget: 'string', required: false, i18n: true },
          { name: 'lead', label: labels.lead, widget: 'text', required: false, i18n: true },
          {
            name: 'claims',
            label: labels.claims,
            widget: 'list',
            required: false,
            i18n: true,
            fields: [
              { name: 'value', label: labels.claimValue, widget: 'string' },
              { name: 'label', label: labels.claimLabel, widget: 'string' },
            ],
          },
          { name: 'form', label: labels.form, widget: 'select', options: ['contact'], required: false, i18n: 'duplicate' },
          { name: 'plan', label: labels.plan, widget: 'select', options: ['plus'], required: false, i18n: 'duplicate' },
          {
            name: 'updated',
            label: labels.updated,
            widget: 'datetime',
            format: 'YYYY-MM-DD',
            date_format: 'YYYY-MM-DD',
            time_format: false,
            i18n: 'duplicate',
          },
          { name: 'body', label: labels.body, widget: 'markdown', i18n: true },
        ],
      },
    ],
  };
}

/**
 * Every API path, stated once: Nest controllers are checked against these (a test fails when a
 * route is served elsewhere), the OpenAPI document lists them, and the browser builds its URLs with
 * `apiPath`. Imports nothing, so a page that needs only URLs ships no schema code.
 */
export const API_PREFIX = '/api';

export const PATHS = {
  authConfig: '/api/auth/config',
  session: '/api/session',
  adminOverview: '/api/admin/overview',
  debugRender: '/api/admin/debug/render',
  debugHtml: '/api/admin/debug/html',
  debugParse: '/api/admin/debug/parse',
  metrics: '/api/metrics',
  me: '/api/me',
  profile: '/api/me/profile',
  credits: '/api/credits',
  creditLedger: '/api/credits/ledger',
  onboarding: '/api/onboarding',
  onboardingRestart: '/api/onboarding/restart',
  jobPostings: '/api/job-postings',
  resumes: '/api/resumes',
  resume: '/api/resumes/:id',
  resumeBase: '/api/resumes/:id/base',
  resumeShare: '/api/resumes/:id/share',
  resumePdf: '/api/resumes/:id/pdf',
  resumePreview: '/api/resumes/:id/preview.png',
  resumeJson: '/api/resumes/:id/json-resume',
  resumeEnhance: '/api/resumes/:id/enhance',
  resumeChanges: '/api/resumes/:id/changes',
  resumeMatch: '/api/resumes/:id/match',
  resumeRestore: '/api/resumes/:id/restore',
  resumeBin: '/api/bin/resumes',
  libraryExport: '/api/library/export.zip',
  resumeDocx: '/api/resumes/:id/docx',
  resumeContent: '/api/resumes/:id/content',
  resumeContentPreview: '/api/resume-previews',
  resumeLinkedinImport: '/api/resumes/import/linkedin',
  resumeFromScratch: '/api/resumes/scratch',
  resumeVersions: '/api/resumes/:id/versions',
  resumeVersionRestore: '/api/resumes/:id/versions/:versionId/restore',
  resumeVersionPdf: '/api/resumes/:id/versions/:versionId/pdf',
  sharedResume: '/api/shared/:token',
  run: '/api/runs/:id',
  runEvents: '/api/runs/:id/events',
  supermatches: '/api/supermatches',
  supermatch: '/api/supermatches/:id',
  supermatchConfirm: '/api/supermatches/:id/confirm',
  supermatchPdf: '/api/supermatches/:id/pdf',
  supermatchShare: '/api/supermatches/:id/share',
  supermatchReport: '/api/supermatches/:id/report',
  supermatchCoverLetter: '/api/supermatches/:id/cover-letter',
  contactMessages: '/api/contact/messages',
  supermatchRestore: '/api/supermatches/:id/restore',
  supermatchBin: '/api/bin/supermatches',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',
  docs: '/api/docs',
  docsJson: '/api/docs-json',
} as const;

export type ApiPath = (typeof PATHS)[keyof typeof PATHS];

/** `{ id: string }` for '/api/resumes/:id', `{}` for a path without parameters. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * A concrete URL from a path template: `apiPath(PATHS.resumePdf, { id }, { template: 'modern' })`.
 * Parameters are URI-encoded; query values that are null or undefined are left out.
 */
export function apiPath<P extends ApiPath>(template: P, params: PathParams<P>, query?: Query): string {
  const values = params as Record<string, string>;
  const path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: missing ${name} for ${template}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/**
 * Pages for administrators only (both locales): `/admin`, `/debug` and everything under them,
 * Bull Board at /admin/queues included. Anyone else gets the ordinary 404 page.
 */
export function isAdministratorPage(pathname: string): boolean {
  const bare = pathname.replace(/^\/fr(?=\/|$)/, '') || '/';
  return /^\/(admin|debug)(\/|$)/.test(bare);
}

import { apiPath, PATHS } from './paths';
import { PIPELINE_KINDS, PipelineRun } from './runs';
import { ENHANCEMENT_STAGES, INTAKE_STAGES, SUPERMATCH_STAGES } from './stages';
import { ROUTES } from './index';
import { ERROR_STATUS, isErrorCode } from './errors';

describe('the contract', () => {
  it('builds URLs from path templates, encoding parameters and dropping empty query values', () => {
    expect(apiPath(PATHS.resumePdf, { id: 'a/b c' }, { template: 'modern', lang: undefined })).toBe(
      '/api/resumes/a%2Fb%20c/pdf?template=modern',
    );
    expect(apiPath(PATHS.me, {})).toBe('/api/me');
    expect(() => apiPath(PATHS.run, {} as { id: string })).toThrow('missing id');
  });

  it('serves pipeline runs under /api/runs, not /api/jobs', () => {
    expect(Object.values(PATHS).filter((path) => path.startsWith('/api/jobs'))).toEqual([]);
    expect(ROUTES.getRun.path).toBe('/api/runs/:id');
  });

  it('states each kind of long task, each with its own ordered stages', () => {
    expect(PIPELINE_KINDS).toEqual(['intake', 'enhancement', 'supermatch']);
    expect(PipelineRun.shape.kind.options).toEqual(['intake', 'enhancement', 'supermatch']);
    expect(INTAKE_STAGES[0]).toBe('extracting');
    expect(ENHANCEMENT_STAGES.at(-1)).toBe('finalizing');
    expect(SUPERMATCH_STAGES).toEqual(['analyzing-job', 'matching-profile', 'tailoring-resume', 'generating-pdf', 'finalizing']);
  });

  it('has one route per method and path, each error code it names being a known one', () => {
    const keys = Object.values(ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of Object.values(ROUTES)) for (const code of route.errors ?? []) expect(isErrorCode(code)).toBe(true);
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429);
  });

  it('answers with no body exactly on 204 routes and file or stream routes', () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      expect([name, route.response === null]).toEqual([name, route.status === 204 || route.produces !== undefined]);
    }
  });
});

import { MAX_RESUME_NAME_LENGTH, PIPELINE_KINDS, ROUTES } from '@atelier/contracts';
import { openApiDocument } from './openapi-document';

const doc = openApiDocument({ title: 'Atelier API', description: 'd', version: '1' }) as unknown as {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
        security: unknown[];
      }
    >
  >;
};
type Schema = { properties: Record<string, Record<string, unknown>> };
const schemaOf = (path: string, method: string, status: string) =>
  doc.paths[path][method].responses[status].content!['application/json'].schema as Schema;

describe('OpenAPI document derived from the contract', () => {
  it('lists every route of the contract, once, under its OpenAPI path', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operations.sort()).toEqual(Object.keys(ROUTES).sort());
    expect(Object.keys(doc.paths)).toContain('/api/runs/{id}/events');
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/jobs'))).toBe(false);
  });

  it("takes limits and lists from the contract's schemas (nothing restated by hand)", () => {
    const rename = doc.paths['/api/resumes/{id}'].patch.requestBody!.content['application/json'].schema as Schema;
    expect(rename.properties.name.maxLength).toBe(MAX_RESUME_NAME_LENGTH);
    expect(schemaOf('/api/runs/{id}', 'get', '200').properties.kind.enum).toEqual([...PIPELINE_KINDS]);
    expect(doc.paths['/api/resumes'].post.requestBody!.content).toHaveProperty('multipart/form-data');
  });

  it('documents errors as the error body, and which routes need a bearer token', () => {
    expect(schemaOf('/api/me', 'get', '401').properties).toHaveProperty('error');
    expect(doc.paths['/api/me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/config'].get.security).toEqual([]);
  });
});

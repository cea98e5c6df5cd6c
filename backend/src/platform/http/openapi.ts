import type { INestApplication } from '@nestjs/common';
import { PATHS } from '@atelier/contracts';
import { SwaggerModule } from '@nestjs/swagger';
import { openApiDocument } from './openapi-document';

/** Where the API contract is served (both under /api, so the pages middleware passes them to Nest). */
export const OPENAPI_UI_PATH = PATHS.docs;
export const OPENAPI_JSON_PATH = PATHS.docsJson;

const DESCRIPTION =
  'Resume tailoring API. Every call except /auth/config, /shared/{token} and /health needs `Authorization: Bearer <Firebase ID token>` ' +
  '(guests use an anonymous user\'s token). Errors are `{ "error": { "code", "message" } }`, the message in the language of ' +
  'Accept-Language or the `locale` cookie; 429 RATE_LIMITED answers carry Retry-After. Long tasks (resume intake, enhancement, ' +
  'SuperMatch) answer with a run id: follow it at /runs/{id} or as server-sent events at /runs/{id}/events.';

/**
 * The OpenAPI document, derived from @atelier/contracts (see openapi-document.ts), as Swagger UI
 * at /api/docs and JSON at /api/docs-json.
 */
export function serveOpenApi(app: INestApplication, version = '0.1.0'): void {
  const document = openApiDocument({ title: 'Atelier API', description: DESCRIPTION, version });
  SwaggerModule.setup(OPENAPI_UI_PATH.slice(1), app, document, {
    jsonDocumentUrl: OPENAPI_JSON_PATH.slice(1),
    raw: ['json'],
    customSiteTitle: 'Atelier API',
    // No call from the page to the public validator badge service.
    swaggerOptions: { validatorUrl: null },
  });
}

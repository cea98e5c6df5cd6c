import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Where the API contract is served (both under /api, so the pages middleware passes them to Nest). */
export const OPENAPI_UI_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/docs-json';

/**
 * The OpenAPI document of every controller, as Swagger UI at /api/docs and JSON at
 * /api/docs-json. Built on first request, from the routes as registered (global prefix included).
 * Call after setGlobalPrefix.
 */
export function serveOpenApi(app: INestApplication, version = '0.1.0'): void {
  const config = new DocumentBuilder()
    .setTitle('Atelier API')
    .setDescription(
      'Resume tailoring API. Every call except /auth/config and /shared/{token} needs `Authorization: Bearer <Firebase ID token>` '
      + '(guests use an anonymous user\'s token). Errors are `{ "error": { "code", "message" } }`, the message in the language of '
      + 'Accept-Language or the `locale` cookie; 429 RATE_LIMITED answers carry Retry-After.',
    )
    .setVersion(version)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' })
    .build();
  SwaggerModule.setup(OPENAPI_UI_PATH.slice(1), app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: OPENAPI_JSON_PATH.slice(1),
    raw: ['json'],
    customSiteTitle: 'Atelier API',
    // No call from the page to the public validator badge service.
    swaggerOptions: { validatorUrl: null },
  });
}

import { ApiErrorBody, ERROR_STATUS, type ErrorCode, ROUTES, type RouteContract } from '@atelier/contracts';
import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';

type Json = Record<string, unknown>;

/** Errors any route may answer, besides those its contract lists. */
const COMMON_ERRORS: readonly ErrorCode[] = ['RATE_LIMITED', 'INTERNAL'];
const AUTH_ERRORS: readonly ErrorCode[] = ['AUTH_REQUIRED', 'AUTH_INVALID'];

/** A zod schema as OpenAPI 3.0 JSON Schema: what a request may send (input) or an answer holds (output). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json;
  return rest;
}

function parameters(route: RouteContract): Json[] {
  const inPath = [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const headers = (route.headers ?? []).map((header) => ({
    name: header.name,
    in: 'header',
    required: false,
    description: header.description,
    schema: { type: 'string', maxLength: header.maxLength },
  }));
  if (!route.query) return [...inPath, ...headers];
  const query = jsonSchema(route.query, 'input');
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query.properties as Record<string, Json> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(schema.description ? { description: schema.description } : {}),
  }));
  return [...inPath, ...inQuery, ...headers];
}

function success(route: RouteContract): Json {
  if (route.response) return { description: 'OK', content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } };
  if (route.produces) return { description: 'OK', content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } } };
  return { description: 'No content' };
}

/** Error answers grouped by status, each listing its codes: `{ error: { code, message } }`. */
function errors(route: RouteContract): Record<string, Json> {
  const codes = [...(route.auth ? AUTH_ERRORS : []), ...(route.errors ?? []), ...COMMON_ERRORS];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const body = { 'application/json': { schema: jsonSchema(ApiErrorBody, 'output') } };
  return Object.fromEntries([...byStatus].map(([status, list]) => [String(status), { description: list.join(' / '), content: body }]));
}

function operation(name: string, route: RouteContract): Json {
  return {
    operationId: name,
    tags: [route.tag],
    summary: route.summary,
    security: route.auth ? [{ bearer: [] }] : [],
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: { required: true, content: { [route.bodyType ?? 'application/json']: { schema: jsonSchema(route.body, 'input') } } },
        }
      : {}),
    responses: { [String(route.status)]: success(route), ...errors(route) },
  };
}

/**
 * The OpenAPI document of the API, derived from the contract (@atelier/contracts) alone: every
 * path, body, query and answer comes from the zod schemas the server validates with, so the
 * document cannot drift from what the server does. Controllers serve the same routes (@Route).
 */
export function openApiDocument(info: { title: string; description: string; version: string }): OpenAPIObject {
  const paths: Record<string, Json> = {};
  for (const [name, route] of Object.entries(ROUTES) as [string, RouteContract][]) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(name, route) };
  }
  return {
    openapi: '3.0.0',
    info,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
  } as OpenAPIObject;
}

import type { SchemaObject } from '@nestjs/swagger';

/** OpenAPI shapes of the library routes (the zod schemas validate; these document). */

export const LIBRARY_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } } },
};

export const LIST_ITEM_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    isBase: { type: 'boolean' },
    stage: { type: 'string', enum: ['queued', 'extracting', 'rendering', 'ready', 'failed'] },
    language: { type: 'string', enum: ['en', 'fr'], nullable: true },
    fileType: { type: 'string', enum: ['pdf', 'docx', 'doc', 'json'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

export const RENAME_BODY_SCHEMA: SchemaObject = {
  type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 120, description: 'Trimmed' } },
};

export const SHARE_BODY_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    template: { type: 'string', enum: ['ats', 'modern'], default: 'ats' },
    lang: { type: 'string', enum: ['en', 'fr'], description: "Default: the resume's language" },
  },
};

export const SHARE_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    url: { type: 'string', description: 'Absolute link to GET /api/shared/{token}; shown only now (only its hash is stored)' },
    path: { type: 'string', example: '/api/shared/{token}' },
    token: { type: 'string', description: '43 base64url characters (32 random bytes)' },
    template: { type: 'string', enum: ['ats', 'modern'] },
    language: { type: 'string', enum: ['en', 'fr'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

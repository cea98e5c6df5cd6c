import type { SchemaObject } from '@nestjs/swagger';

/** OpenAPI shapes of /api/me (the bodies are validated by zod; these only document them). */
const nullableString = (description: string, extra: SchemaObject = {}): SchemaObject => ({ type: 'string', nullable: true, description, ...extra });

export const PROFILE_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    firstName: nullableString('Trimmed, at most 100 characters', { maxLength: 100 }),
    lastName: nullableString('Trimmed, at most 100 characters', { maxLength: 100 }),
    birthday: nullableString('A past calendar day, after 1900', { format: 'date', example: '1990-04-21' }),
    phoneNumber: nullableString('International form, saved as + and digits', { example: '+33612345678' }),
    email: nullableString('Contact e-mail', { format: 'email' }),
    country: nullableString('ISO 3166-1 alpha-2', { example: 'FR', minLength: 2, maxLength: 2 }),
  },
};

export const PROFILE_CHANGES_SCHEMA: SchemaObject = {
  ...PROFILE_SCHEMA,
  description: 'Any subset of the fields; null or "" clears one; unknown fields are refused.',
  additionalProperties: false,
};

export const ME_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    isAnonymous: { type: 'boolean', description: 'A guest: can use the product, cannot save a profile' },
    email: { type: 'string', nullable: true },
    emailVerified: { type: 'boolean' },
    profile: PROFILE_SCHEMA,
  },
};

export const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string', description: 'In the request language' }, fields: { type: 'array', items: { type: 'string' } } },
    },
  },
};

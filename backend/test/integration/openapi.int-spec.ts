import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ROUTES, type RouteContract } from '@atelier/contracts';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../../src/create-app';
import { findChromium } from '../../src/platform/browser/chromium-path';
import { loadConfig } from '../../src/platform/config/app-config';
import { ROUTE_CONTRACT } from '../../src/platform/http/route.decorator';
import { httpServer } from './support/test-app';

/**
 * The web app as `npm start` serves it, Astro pages mounted (the frontend build, which `npm test`
 * makes first): the docs routes must reach Nest, not the pages' 404.
 */
async function startWithPages(): Promise<INestApplication> {
  const env = process.env;
  const config = loadConfig({
    APP_ROLE: 'web',
    DATABASE_URL: env.TEST_DATABASE_URL,
    REDIS_URL: env.TEST_REDIS_URL,
    FIREBASE_AUTH_EMULATOR_HOST: env.TEST_AUTH_EMULATOR_HOST,
    FIREBASE_PROJECT_ID: 'demo-atelier-test',
    ATELIER_DATA_DIR: env.TEST_DATA_DIR,
  });
  const endpoints = {
    databaseUrl: env.TEST_DATABASE_URL!,
    redisUrl: env.TEST_REDIS_URL!,
    authEmulatorHost: env.TEST_AUTH_EMULATOR_HOST!,
    stop: async () => undefined,
  };
  return (await createApp(config, endpoints, { pages: true, listen: false, logLevels: ['error'] })) as INestApplication;
}

/** Every request handler of every controller the app serves, with the contract it declares (if any). */
function handlers(app: INestApplication): Array<{ name: string; contract: RouteContract | undefined }> {
  const found: Array<{ name: string; contract: RouteContract | undefined }> = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const proto = (metatype as { prototype: object }).prototype;
      for (const key of Object.getOwnPropertyNames(proto)) {
        const handler = (proto as Record<string, unknown>)[key];
        if (
          typeof handler !== 'function' ||
          Reflect.getMetadata(METHOD_METADATA, handler) === undefined ||
          !Reflect.hasMetadata(PATH_METADATA, handler)
        )
          continue;
        found.push({ name: `${metatype?.name}.${key}`, contract: Reflect.getMetadata(ROUTE_CONTRACT, handler) });
      }
    }
  }
  return found;
}

describe('API contract (OpenAPI at /api/docs)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await startWithPages();
  });
  afterAll(async () => app?.close());

  it('every route handler declares its contract (@Route), and every contract route is served', () => {
    const served = handlers(app);
    expect(served.filter((h) => !h.contract).map((h) => h.name)).toEqual([]);
    const declared = new Set(served.map((h) => h.contract));
    expect(
      Object.entries(ROUTES)
        .filter(([, route]) => !declared.has(route))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('serves the OpenAPI JSON derived from the contract, with bearer auth', async () => {
    const res = await request(httpServer(app)).get('/api/docs-json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.body;
    expect(doc.info).toMatchObject({ title: 'Atelier API', version: expect.any(String) });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths['/api/me']).sort()).toEqual(['delete', 'get']);
    expect(doc.paths['/api/me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/me'].get.tags).toEqual(['identity']);
    expect(doc.paths['/api/me/profile'].patch.requestBody.content['application/json'].schema.properties).toHaveProperty('birthday');
    expect(doc.paths['/api/resumes']).toHaveProperty('post');
    expect(doc.paths['/api/auth/config']).toHaveProperty('get');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [...new Set(Object.values(ROUTES).map((r) => r.path.replace(/:([A-Za-z]+)/g, '{$1}')))].sort(),
    );
  });

  it('serves Swagger UI as HTML with a CSP scoped to the docs', async () => {
    const res = await request(httpServer(app)).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('swagger-ui');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Its assets too; and nothing else gets that policy.
    expect((await request(httpServer(app)).get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    const api = await request(httpServer(app)).get('/api/health/live');
    expect(api.headers['content-security-policy']).toBeUndefined();
    const page = await request(httpServer(app)).get('/');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).not.toContain('swagger-ui');
  });

  it('Swagger UI renders in Chromium under that CSP (no violation)', async () => {
    const executablePath = findChromium(process.env.PUPPETEER_EXECUTABLE_PATH);
    if (!executablePath) throw new Error('Chromium is needed for this test');
    await new Promise<void>((resolve) => httpServer(app).listen(0, '127.0.0.1', resolve));
    const { port } = httpServer(app).address() as AddressInfo;
    const puppeteer = await import('puppeteer-core');
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      await page.goto(`http://127.0.0.1:${port}/api/docs`, { waitUntil: 'load' });
      await page.waitForSelector('.swagger-ui .info .title', { timeout: 15_000 });
      const title = await page.$eval('.swagger-ui .info .title', (el) => el.textContent ?? '');
      expect(title).toContain('Atelier API');
      await page.waitForSelector('#operations-identity-getMe', { timeout: 5_000 });
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

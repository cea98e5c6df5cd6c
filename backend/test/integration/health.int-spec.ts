import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { httpServer, startTestApp } from './support/test-app';

describe('health', () => {
  let app: INestApplicationContext;
  beforeAll(async () => {
    app = await startTestApp('all');
  });
  afterAll(async () => app?.close());

  it('is live', async () => {
    const res = await request(httpServer(app)).get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('reports database, redis, auth and browser by name when ready', async () => {
    const res = await request(httpServer(app)).get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.details).toEqual({
      database: { status: 'up' },
      redis: { status: 'up' },
      auth: { status: 'up' },
      browser: { status: 'up' },
    });
  });
});

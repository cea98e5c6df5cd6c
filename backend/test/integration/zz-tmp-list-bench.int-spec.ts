import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListResumes } from '../../src/modules/resumes/application/list-resumes';
import { guestToken, httpServer, startTestApp } from './support/test-app';

jest.setTimeout(300_000);
it('measures the list', async () => {
  const app: INestApplicationContext = await startTestApp('all');
  const orm = app.get(MikroORM);
  const user = await guestToken();
  const big = JSON.stringify({ resume: { basics: { name: 'x', summary: 'y'.repeat(20000) } }, language: 'en', confidence: {}, warnings: [] });
  // 2000 other users' resumes with large JSON, plus 50 of ours.
  for (let u = 0; u < 200; u++) {
    const values = Array.from({ length: 10 }, (_, i) => `('${randomUUID()}', 'other-${u}', 'CV ${i}', ${i === 0}, 'upload', 'cv.pdf', 'pdf', 1, 'ready', '${big}'::jsonb, 'en', now() - interval '${i} minutes', now())`).join(',');
    await orm.em.getConnection().execute(`insert into resumes (id, owner_id, name, is_base, kind, file_name, file_type, size_bytes, stage, structured, language, created_at, updated_at) values ${values}`);
  }
  const mine = Array.from({ length: 50 }, (_, i) => `('${randomUUID()}', '${user.uid}', 'Gaëlle CV ${i}', ${i === 0}, 'upload', 'cv.pdf', 'pdf', 1, 'ready', '${big}'::jsonb, 'en', now() - interval '${i} minutes', now())`).join(',');
  await orm.em.getConnection().execute(`insert into resumes (id, owner_id, name, is_base, kind, file_name, file_type, size_bytes, stage, structured, language, created_at, updated_at) values ${mine}`);
  await orm.em.getConnection().execute('analyze resumes');
  console.log((await orm.em.getConnection().execute(`explain analyze select r.id, r.name, r.is_base, r.kind, r.stage, r.language, r.file_type, r.created_at, r.updated_at from resumes r where r.owner_id = '${user.uid}' and r.kind = 'upload' order by r.created_at desc, r.id desc`)).map((r: any) => r['QUERY PLAN']).join('\n'));
  const list = app.get(ListResumes);
  for (let i = 0; i < 50; i++) await list.execute({ userId: user.uid });
  let t = process.hrtime.bigint();
  const N = 1000;
  for (let i = 0; i < N; i++) await list.execute({ userId: user.uid });
  console.log('use case sequential ms/op', Number(process.hrtime.bigint() - t) / 1e6 / N);
  t = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await list.execute({ userId: user.uid, q: 'gaelle cv 4' });
  console.log('use case search ms/op', Number(process.hrtime.bigint() - t) / 1e6 / N);
  const server = httpServer(app);
  for (let i = 0; i < 20; i++) await request(server).get('/api/resumes').set('Authorization', `Bearer ${user.token}`);
  t = process.hrtime.bigint();
  const M = 300;
  const lat: number[] = [];
  for (let i = 0; i < M; i++) { const s = process.hrtime.bigint(); const r = await request(server).get('/api/resumes').set('Authorization', `Bearer ${user.token}`); lat.push(Number(process.hrtime.bigint() - s) / 1e6); if (r.body.items.length !== 50) throw new Error('bad'); }
  lat.sort((a, b) => a - b);
  console.log('HTTP sequential ms/op', Number(process.hrtime.bigint() - t) / 1e6 / M, 'p50', lat[M / 2], 'p99', lat[Math.floor(M * 0.99)]);
  await app.close();
});

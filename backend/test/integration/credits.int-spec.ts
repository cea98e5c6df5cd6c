import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ConsumeCredits } from '../../src/modules/credits/application/consume-credits';
import { EraseUserCredits } from '../../src/modules/credits/application/erase-user-credits';
import { GetCredits } from '../../src/modules/credits/application/get-credits';
import { GrantCredits } from '../../src/modules/credits/application/grant-credits';
import { RefundCredits } from '../../src/modules/credits/application/refund-credits';
import { atelier as runAtelier } from './support/atelier-cli';
import { guestToken, httpServer, startTestApp } from './support/test-app';

const cli = join(__dirname, '..', '..', 'dist', 'cli', 'main.js');
const atelier = (args: string[]) => runAtelier(args, { PLUS_MONTHLY_CREDITS: '30', CREDITS_WELCOME_GRANT: '3' });

describe('credits (real PostgreSQL, Auth emulator)', () => {
  let app: INestApplicationContext;
  let other: INestApplicationContext;
  let server: unknown;
  let db: MikroORM;

  beforeAll(async () => {
    // Two app instances with their own connection pools: what two processes would do.
    [app, other] = await Promise.all([startTestApp('web'), startTestApp('web')]);
    server = httpServer(app);
    db = app.get(MikroORM);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), other?.close()]);
  });

  const credits = (token: string) =>
    request(server as never)
      .get('/api/credits')
      .set('Authorization', `Bearer ${token}`);
  const ledger = (token: string) =>
    request(server as never)
      .get('/api/credits/ledger')
      .set('Authorization', `Bearer ${token}`);
  /** What PostgreSQL holds for a user, summed by kind: the ledger's own truth, not the API's. */
  const sums = async (userId: string) => {
    const rows = await db.em
      .fork()
      .execute<{ kind: string; lines: string; total: string }[]>(
        'select kind, count(*) as lines, sum(amount) as total from credit_entries where user_id = ? group by kind',
        [userId],
      );
    const by = Object.fromEntries(rows.map((r) => [r.kind, { lines: Number(r.lines), total: Number(r.total) }]));
    return {
      grant: by.grant ?? { lines: 0, total: 0 },
      consume: by.consume ?? { lines: 0, total: 0 },
      refund: by.refund ?? { lines: 0, total: 0 },
    };
  };
  /** Tops a user up to exactly `target` credits (after the welcome grant) with one operator grant. */
  const topUpTo = async (userId: string, target: number) => {
    const { balance } = await app.get(GetCredits).execute({ userId });
    if (target > balance)
      await app.get(GrantCredits).execute({ userId, amount: target - balance, reason: 'operator', reference: 'test-top-up' });
    expect((await app.get(GetCredits).execute({ userId })).balance).toBe(target);
  };

  it('refuses anonymous requests', async () => {
    const res = await request(server as never)
      .get('/api/credits')
      .set('Accept-Language', 'fr');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('AUTH_REQUIRED');
  });

  it('gives the welcome grant exactly once to 20 concurrent first visits', async () => {
    const guest = await guestToken();
    const answers = await Promise.all(Array.from({ length: 20 }, () => credits(guest.token)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ balance: 3, plan: 'free', supermatchCost: 1, plusMonthlyCredits: 30 });
    }
    expect(await sums(guest.uid)).toMatchObject({ grant: { lines: 1, total: 3 }, consume: { lines: 0 } });
    const lines = await ledger(guest.token);
    expect(lines.body.entries).toEqual([expect.objectContaining({ kind: 'grant', reason: 'welcome', reference: 'welcome', amount: 3 })]);
  });

  it('lets exactly 5 of 50 concurrent consumes through on a balance of 5, from two processes', async () => {
    const guest = await guestToken();
    await topUpTo(guest.uid, 5);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? other : app).get(ConsumeCredits).execute({ userId: guest.uid, amount: 1, reason: 'supermatch', reference: `sm-${i}` }),
      ),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) expect(r.reason.code).toBe('INSUFFICIENT_CREDITS');
    expect((await credits(guest.token)).body.balance).toBe(0);
    const db = await sums(guest.uid);
    expect(db.consume).toEqual({ lines: 5, total: 5 });
    expect(db.grant.total + db.refund.total - db.consume.total).toBe(0);
    const listed = (await ledger(guest.token)).body as { balance: number; entries: { kind: string; amount: number }[] };
    const signed = listed.entries.reduce((sum, e) => sum + (e.kind === 'consume' ? -e.amount : e.amount), 0);
    expect(listed.balance).toBe(0);
    expect(signed).toBe(0);
  });

  it('charges one reference once even when it is consumed concurrently', async () => {
    const guest = await guestToken();
    await topUpTo(guest.uid, 5);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : app)
          .get(ConsumeCredits)
          .execute({ userId: guest.uid, amount: 2, reason: 'supermatch', reference: 'same-supermatch' }),
      ),
    );
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    expect((await credits(guest.token)).body.balance).toBe(3);
    expect((await sums(guest.uid)).consume).toEqual({ lines: 1, total: 2 });
  });

  it('refunds a consume once, and nothing that was never consumed', async () => {
    const guest = await guestToken();
    await topUpTo(guest.uid, 5);
    await app.get(ConsumeCredits).execute({ userId: guest.uid, amount: 1, reason: 'supermatch', reference: 'failed-supermatch' });
    expect((await credits(guest.token)).body.balance).toBe(4);
    const refunds = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        (i % 2 ? other : app).get(RefundCredits).execute({ userId: guest.uid, reference: 'failed-supermatch', reason: 'refund' }),
      ),
    );
    expect(refunds.filter((r) => r?.refunded)).toHaveLength(1);
    expect(new Set(refunds.map((r) => r?.entry.id)).size).toBe(1);
    expect(await app.get(RefundCredits).execute({ userId: guest.uid, reference: 'never-consumed', reason: 'refund' })).toBeNull();
    expect((await credits(guest.token)).body.balance).toBe(5);
    expect((await sums(guest.uid)).refund).toEqual({ lines: 1, total: 1 });
  });

  it('shows each user only their own ledger', async () => {
    const [a, b] = await Promise.all([guestToken(), guestToken()]);
    await app.get(ConsumeCredits).execute({ userId: a.uid, amount: 1, reason: 'supermatch', reference: 'a-private-supermatch' });
    const mine = await ledger(a.token);
    expect(mine.body.entries.map((e: { reference: string }) => e.reference)).toContain('a-private-supermatch');
    const theirs = await ledger(b.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.entries.map((e: { reference: string }) => e.reference)).toEqual(['welcome']);
    expect(JSON.stringify(theirs.body)).not.toContain(a.uid);
    expect((await credits(a.token)).body.balance).toBe(2);
    expect((await credits(b.token)).body.balance).toBe(3);
  });

  it('keeps the ledger append-only and erases a user entirely', async () => {
    const guest = await guestToken();
    await credits(guest.token);
    await expect(db.em.fork().execute('update credit_entries set amount = 1000 where user_id = ?', [guest.uid])).rejects.toThrow(
      /append-only/,
    );
    await app.get(EraseUserCredits).execute({ userId: guest.uid });
    const left = await db.em
      .fork()
      .execute<{ n: string }[]>(
        'select (select count(*) from credit_entries where user_id = ?) + (select count(*) from user_plans where user_id = ?) as n',
        [guest.uid, guest.uid],
      );
    expect(Number(left[0].n)).toBe(0);
  });

  it('erases the credits and onboarding answers of a deleted account (DELETE /api/me)', async () => {
    const guest = await guestToken();
    await app.get(ConsumeCredits).execute({ userId: guest.uid, amount: 1, reason: 'supermatch', reference: 'before-deletion' });
    await request(server as never)
      .put('/api/onboarding')
      .set('Authorization', `Bearer ${guest.token}`)
      .send({ confidence: 'proud' })
      .expect(200);
    const rows = async () =>
      Number(
        (
          await db.em.fork().execute<{ n: string }[]>(
            `select (select count(*) from credit_entries where user_id = ?) + (select count(*) from user_plans where user_id = ?)
        + (select count(*) from onboarding_answers where user_id = ?) as n`,
            [guest.uid, guest.uid, guest.uid],
          )
        )[0].n,
      );
    expect(await rows()).toBe(3);
    const res = await request(server as never)
      .delete('/api/me')
      .set('Authorization', `Bearer ${guest.token}`);
    expect(res.status).toBe(204);
    expect(await rows()).toBe(0);
  });

  describe('operator commands (built CLI)', () => {
    beforeAll(() => {
      if (!existsSync(cli)) throw new Error('backend/dist/cli/main.js is missing: run `npm run build`');
    });

    it('puts a user on Plus with its monthly credits once per month, and back to free', async () => {
      const guest = await guestToken();
      const first = await atelier(['plus', guest.uid]);
      expect(first.stderr).toContain('is on Plus');
      expect(first.status).toBe(0);
      const month = `plus:${new Date().toISOString().slice(0, 7)}`;
      expect(JSON.parse(first.stdout)).toMatchObject({
        userId: guest.uid,
        plan: 'plus',
        balance: 33,
        monthlyGrant: { amount: 30, reference: month },
      });
      const again = await atelier(['plus', guest.uid]);
      expect(again.status).toBe(0);
      expect(JSON.parse(again.stdout)).toMatchObject({ plan: 'plus', balance: 33, monthlyGrant: null });
      expect((await credits(guest.token)).body).toMatchObject({ plan: 'plus', balance: 33 });
      expect((await sums(guest.uid)).grant).toEqual({ lines: 2, total: 33 });
      const off = await atelier(['plus', guest.uid, '--off']);
      expect(off.status).toBe(0);
      expect((await credits(guest.token)).body).toMatchObject({ plan: 'free', balance: 33 });
    });

    it('grants credits by hand, idempotently with --reference, and refuses bad amounts', async () => {
      const guest = await guestToken();
      const grant = await atelier(['credits', 'grant', guest.uid, '7', '--reason', 'operator', '--reference', 'goodwill-1']);
      expect(grant.status).toBe(0);
      expect(JSON.parse(grant.stdout)).toMatchObject({
        granted: true,
        balance: 10,
        entry: { amount: 7, reason: 'operator', reference: 'goodwill-1' },
      });
      const again = await atelier(['credits', 'grant', guest.uid, '7', '--reference', 'goodwill-1']);
      expect(JSON.parse(again.stdout)).toMatchObject({ granted: false, balance: 10 });
      const bad = await atelier(['credits', 'grant', guest.uid, '-3']);
      expect(bad.status).toBe(2);
      expect((await atelier(['credits', 'grant', guest.uid, '2.5'])).stderr).toContain('whole number');
      expect((await atelier(['plus'])).status).toBe(2);
      expect((await credits(guest.token)).body.balance).toBe(10);
    });
  });
});

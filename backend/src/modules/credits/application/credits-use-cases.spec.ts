import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_STATUS } from '@atelier/contracts';
import { CreditAccount } from '../domain/credit-account';
import type { CreditEntry } from '../domain/credit-entry';
import type { UserPlan } from '../domain/credit-plan';
import { ConsumeCredits } from './consume-credits';
import { GetCredits } from './get-credits';
import { SetPlan } from './set-plan';
import type { CreditLedger, CreditsSettings } from './ports';

/** The ledger port in memory: changes take turns like the PostgreSQL lock, and a throw saves nothing. */
class InMemoryLedger implements CreditLedger {
  entries: CreditEntry[] = [];
  plans = new Map<string, UserPlan>();
  private queue: Promise<unknown> = Promise.resolve();

  async load(userId: string): Promise<CreditAccount> {
    return new CreditAccount(
      userId,
      this.plans.get(userId) ?? null,
      this.entries.filter((e) => e.userId === userId),
    );
  }

  change<T>(userId: string, work: (account: CreditAccount) => T | Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const account = await this.load(userId);
      const result = await work(account);
      this.entries.push(...account.newEntries);
      if (account.changedPlan) this.plans.set(userId, account.changedPlan);
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async erase(userId: string): Promise<void> {
    this.entries = this.entries.filter((e) => e.userId !== userId);
    this.plans.delete(userId);
  }
}

const SETTINGS: CreditsSettings = { welcomeGrant: 3, supermatchCost: 1, plusMonthlyCredits: 30 };

describe('credits use cases', () => {
  let ledger: InMemoryLedger;
  let now: Date;
  const clock = () => now;
  beforeEach(() => {
    ledger = new InMemoryLedger();
    now = new Date('2026-11-22T10:00:00Z');
  });

  it('lets a new user spend their welcome credits without reading them first', async () => {
    const consume = new ConsumeCredits(ledger, SETTINGS, clock);
    const result = await consume.execute({ userId: 'u1', amount: 1, reason: 'supermatch', reference: 'sm-1' });
    expect(result).toMatchObject({ charged: true, balance: 2, entry: { kind: 'consume', amount: 1, reference: 'sm-1' } });
  });

  it('refuses with INSUFFICIENT_CREDITS and keeps the welcome grant given on the way', async () => {
    const consume = new ConsumeCredits(ledger, SETTINGS, clock);
    await expect(consume.execute({ userId: 'u1', amount: 5, reason: 'supermatch', reference: 'sm-1' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
    expect(ledger.entries.map((e) => [e.kind, e.reference])).toEqual([['grant', 'welcome']]);
    expect((await new GetCredits(ledger, SETTINGS, clock).execute({ userId: 'u1' })).balance).toBe(3);
  });

  it('answers 402 with the spec text for INSUFFICIENT_CREDITS, and a French message', () => {
    const catalogue = (lang: string) => JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'i18n', lang, 'errors.json'), 'utf8'));
    expect(ERROR_STATUS.INSUFFICIENT_CREDITS).toBe(402);
    expect(catalogue('en').INSUFFICIENT_CREDITS).toBe('You have no credits left. Upgrade to Plus or wait for your monthly credits.');
    expect(catalogue('fr').INSUFFICIENT_CREDITS).toMatch(/crédits/);
  });

  it('grants Plus credits once a month: on SetPlan, then when next read in a new month', async () => {
    const setPlan = new SetPlan(ledger, SETTINGS, clock);
    const getCredits = new GetCredits(ledger, SETTINGS, clock);
    expect(await setPlan.execute({ userId: 'u1', plan: 'plus' })).toEqual({
      plan: 'plus',
      balance: 33,
      monthlyGrant: { amount: 30, reference: 'plus:2026-11' },
    });
    expect(await setPlan.execute({ userId: 'u1', plan: 'plus' })).toEqual({ plan: 'plus', balance: 33, monthlyGrant: null });
    now = new Date('2026-12-01T08:00:00Z');
    expect(await getCredits.execute({ userId: 'u1' })).toMatchObject({ plan: 'plus', balance: 63 });
    expect(await setPlan.execute({ userId: 'u1', plan: 'free' })).toEqual({ plan: 'free', balance: 63, monthlyGrant: null });
    now = new Date('2027-01-01T08:00:00Z');
    expect(await getCredits.execute({ userId: 'u1' })).toMatchObject({ plan: 'free', balance: 63 });
  });
});

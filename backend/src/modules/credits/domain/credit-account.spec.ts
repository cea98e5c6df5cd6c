import { CreditAccount, type GrantPolicy } from './credit-account';
import { balanceOf, CreditEntry } from './credit-entry';
import { CreditsError } from './credit-errors';
import { UserPlan } from './credit-plan';

const POLICY: GrantPolicy = { welcomeGrant: 3, plusMonthlyCredits: 30 };
const NOW = new Date('2026-11-22T10:00:00Z');
const line = (kind: CreditEntry['kind'], amount: number, reference: string) =>
  CreditEntry.create({ userId: 'u1', kind, amount, reason: kind === 'grant' ? 'operator' : 'supermatch', reference }, NOW);

describe('CreditAccount', () => {
  it('derives the balance from the ledger: grants and refunds add, consumes subtract', () => {
    const entries = [line('grant', 5, 'g1'), line('consume', 2, 's1'), line('refund', 2, 's1'), line('consume', 1, 's2')];
    expect(balanceOf(entries)).toBe(4);
    expect(new CreditAccount('u1', null, entries).balance).toBe(4);
  });

  it('grants the welcome credits once, however often it is settled', () => {
    const account = new CreditAccount('u1', null, []);
    expect(account.settleDueGrants(POLICY, NOW)).toHaveLength(1);
    expect(account.settleDueGrants(POLICY, NOW)).toHaveLength(0);
    expect(account.balance).toBe(3);
    expect(account.newEntries.map((e) => [e.kind, e.reason, e.reference, e.amount])).toEqual([['grant', 'welcome', 'welcome', 3]]);
  });

  it('grants nothing on welcome when the welcome grant is configured to 0', () => {
    const account = new CreditAccount('u1', null, []);
    expect(account.settleDueGrants({ welcomeGrant: 0, plusMonthlyCredits: 30 }, NOW)).toEqual([]);
    expect(account.balance).toBe(0);
  });

  it('consumes only what the balance covers and never goes below zero', () => {
    const account = new CreditAccount('u1', null, [line('grant', 2, 'g1')]);
    expect(account.consume({ amount: 1, reason: 'supermatch', reference: 'a' }, NOW)).toMatchObject({ ok: true, charged: true });
    expect(account.consume({ amount: 1, reason: 'supermatch', reference: 'b' }, NOW)).toMatchObject({ ok: true, charged: true });
    expect(account.consume({ amount: 1, reason: 'supermatch', reference: 'c' }, NOW)).toEqual({ ok: false, balance: 0 });
    expect(account.balance).toBe(0);
    // A larger cost than the balance is refused whole, not partly taken.
    const two = new CreditAccount('u1', null, [line('grant', 1, 'g1')]);
    expect(two.consume({ amount: 2, reason: 'supermatch', reference: 'x' }, NOW)).toEqual({ ok: false, balance: 1 });
    expect(two.newEntries).toHaveLength(0);
  });

  it('charges one reference once and returns the first line the second time', () => {
    const account = new CreditAccount('u1', null, [line('grant', 5, 'g1')]);
    const first = account.consume({ amount: 2, reason: 'supermatch', reference: 'sm-1' }, NOW);
    const second = account.consume({ amount: 2, reason: 'supermatch', reference: 'sm-1' }, NOW);
    expect(first.ok && second.ok && second.entry).toBe(first.ok && first.entry);
    expect(second).toMatchObject({ ok: true, charged: false });
    expect(account.balance).toBe(3);
  });

  it('still answers an already charged reference when the balance is now empty', () => {
    const account = new CreditAccount('u1', null, [line('grant', 1, 'g1'), line('consume', 1, 'sm-1')]);
    expect(account.consume({ amount: 1, reason: 'supermatch', reference: 'sm-1' }, NOW)).toMatchObject({ ok: true, charged: false });
  });

  it('refunds the amount of the consume with the same reference, once', () => {
    const account = new CreditAccount('u1', null, [line('grant', 5, 'g1'), line('consume', 2, 'sm-1')]);
    const refund = account.refund({ reference: 'sm-1', reason: 'refund' }, NOW);
    expect(refund).toMatchObject({ refunded: true, entry: { kind: 'refund', amount: 2, reference: 'sm-1' } });
    expect(account.refund({ reference: 'sm-1', reason: 'refund' }, NOW)).toMatchObject({ refunded: false, entry: refund!.entry });
    expect(account.balance).toBe(5);
  });

  it('refunds nothing for a reference that was never consumed', () => {
    const account = new CreditAccount('u1', null, [line('grant', 5, 'g1')]);
    expect(account.refund({ reference: 'never', reason: 'refund' }, NOW)).toBeNull();
    // A grant with that reference is not a consume: still nothing to give back.
    expect(account.refund({ reference: 'g1', reason: 'refund' }, NOW)).toBeNull();
    expect(account.newEntries).toHaveLength(0);
  });

  it('grants once per reference', () => {
    const account = new CreditAccount('u1', null, []);
    const first = account.grant({ amount: 10, reason: 'operator', reference: 'promo-1' }, NOW);
    expect(account.grant({ amount: 99, reason: 'operator', reference: 'promo-1' }, NOW)).toBe(first);
    expect(account.balance).toBe(10);
  });

  it('grants the Plus credits once per calendar month (UTC) while on Plus', () => {
    const account = new CreditAccount('u1', UserPlan.of('u1', 'plus', NOW), [line('grant', 3, 'welcome')]);
    expect(account.settleDueGrants(POLICY, NOW).map((e) => e.reference)).toEqual(['plus:2026-11']);
    expect(account.settleDueGrants(POLICY, new Date('2026-11-30T23:59:59Z'))).toEqual([]);
    expect(account.settleDueGrants(POLICY, new Date('2026-12-01T00:00:00Z')).map((e) => e.reference)).toEqual(['plus:2026-12']);
    expect(account.balance).toBe(3 + 30 + 30);
  });

  it('gives no monthly grant on the free plan, and tracks a plan change', () => {
    const account = new CreditAccount('u1', null, [line('grant', 3, 'welcome')]);
    expect(account.dueGrants(POLICY, NOW)).toEqual([]);
    expect(account.changedPlan).toBeNull();
    account.setPlan('plus', NOW);
    expect(account.changedPlan).toMatchObject({ userId: 'u1', plan: 'plus' });
    expect(account.dueGrants(POLICY, NOW)).toEqual([{ amount: 30, reason: 'plus-monthly', reference: 'plus:2026-11' }]);
  });

  it('does not record a plan change that changes nothing', () => {
    const account = new CreditAccount('u1', UserPlan.of('u1', 'plus', NOW), []);
    account.setPlan('plus', NOW);
    expect(account.changedPlan).toBeNull();
  });

  it.each([0, -1, 1.5, Number.NaN, 100_001])('refuses an amount of %p', (amount) => {
    const account = new CreditAccount('u1', null, [line('grant', 5, 'g1')]);
    const attempt = () => account.consume({ amount, reason: 'supermatch', reference: 'r' }, NOW);
    expect(attempt).toThrow(CreditsError);
    expect(attempt).toThrow(/INVALID_CREDIT_AMOUNT/);
  });

  it('refuses an empty reference and a malformed reason', () => {
    const account = new CreditAccount('u1', null, [line('grant', 5, 'g1')]);
    expect(() => account.consume({ amount: 1, reason: 'supermatch', reference: ' ' }, NOW)).toThrow(/INVALID_CREDIT_REFERENCE/);
    expect(() => account.grant({ amount: 1, reason: 'Not A Reason', reference: 'x' }, NOW)).toThrow(/INVALID_CREDIT_REFERENCE/);
  });
});

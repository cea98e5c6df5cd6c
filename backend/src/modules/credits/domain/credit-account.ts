import { assertAmount, assertReference, balanceOf, CreditEntry, type CreditEntryKind, type CreditReason } from './credit-entry';
import { plusMonthReference, UserPlan, WELCOME_REFERENCE, type Plan } from './credit-plan';

/** How many credits the configuration gives: welcome (once) and Plus monthly (per month). */
export interface GrantPolicy {
  welcomeGrant: number;
  plusMonthlyCredits: number;
}

export type ConsumeOutcome = { ok: true; entry: CreditEntry; charged: boolean } | { ok: false; balance: number };

/**
 * One user's credits: their plan and every ledger line, loaded while the user's account is locked.
 * The rules live here; the repository only loads the account and appends `newEntries`.
 *
 * - consume never takes the balance below 0, and a reference is charged at most once;
 * - a refund answers one existing consume of the same reference, at most once;
 * - a grant per reference happens at most once (welcome and monthly grants are idempotent).
 */
export class CreditAccount {
  private readonly entries: CreditEntry[];
  private readonly appended: CreditEntry[] = [];
  private planRow: UserPlan | null;
  private planTouched = false;

  constructor(
    readonly userId: string,
    plan: UserPlan | null,
    entries: readonly CreditEntry[],
  ) {
    this.planRow = plan;
    this.entries = [...entries];
  }

  get balance(): number {
    return balanceOf(this.entries);
  }

  get plan(): Plan {
    return this.planRow?.plan ?? 'free';
  }

  /** Every line, oldest first, including those added since loading. */
  get ledger(): readonly CreditEntry[] {
    return this.entries;
  }

  /** Lines added since loading, for the repository to insert. */
  get newEntries(): readonly CreditEntry[] {
    return this.appended;
  }

  /** The plan row to save, when setPlan changed it. */
  get changedPlan(): UserPlan | null {
    return this.planTouched ? this.planRow : null;
  }

  find(kind: CreditEntryKind, reference: string): CreditEntry | undefined {
    return this.entries.find((e) => e.kind === kind && e.reference === reference);
  }

  /** The grants the account should hold by now and does not: the welcome grant, this month's Plus grant. */
  dueGrants(policy: GrantPolicy, now: Date): { amount: number; reason: CreditReason; reference: string }[] {
    const due: { amount: number; reason: CreditReason; reference: string }[] = [];
    if (policy.welcomeGrant > 0 && !this.find('grant', WELCOME_REFERENCE)) {
      due.push({ amount: policy.welcomeGrant, reason: 'welcome', reference: WELCOME_REFERENCE });
    }
    const month = plusMonthReference(now);
    if (this.plan === 'plus' && policy.plusMonthlyCredits > 0 && !this.find('grant', month)) {
      due.push({ amount: policy.plusMonthlyCredits, reason: 'plus-monthly', reference: month });
    }
    return due;
  }

  /** Adds the due grants; calling it again adds nothing. */
  settleDueGrants(policy: GrantPolicy, now: Date): CreditEntry[] {
    return this.dueGrants(policy, now).map((g) => this.grant(g, now));
  }

  /** Grants credits once per reference: a second grant with the same reference returns the first. */
  grant(input: { amount: number; reason: CreditReason; reference: string }, now: Date): CreditEntry {
    assertAmount(input.amount);
    assertReference(input.reference);
    return this.find('grant', input.reference) ?? this.append('grant', input, now);
  }

  /**
   * Spends credits for one reference. The same reference twice is charged once: the first line
   * is returned (charged: false). Not enough credits is an outcome, not an exception, so that
   * grants settled in the same transaction are still saved.
   */
  consume(input: { amount: number; reason: CreditReason; reference: string }, now: Date): ConsumeOutcome {
    assertAmount(input.amount);
    assertReference(input.reference);
    const earlier = this.find('consume', input.reference);
    if (earlier) return { ok: true, entry: earlier, charged: false };
    if (this.balance < input.amount) return { ok: false, balance: this.balance };
    return { ok: true, entry: this.append('consume', input, now), charged: true };
  }

  /**
   * Gives back what the consume of this reference took, once. Null when nothing was consumed
   * with that reference (nothing to give back); the earlier refund when already refunded.
   */
  refund(input: { reference: string; reason: CreditReason }, now: Date): { entry: CreditEntry; refunded: boolean } | null {
    assertReference(input.reference);
    const consumed = this.find('consume', input.reference);
    if (!consumed) return null;
    const earlier = this.find('refund', input.reference);
    if (earlier) return { entry: earlier, refunded: false };
    return {
      entry: this.append('refund', { amount: consumed.amount, reason: input.reason, reference: input.reference }, now),
      refunded: true,
    };
  }

  setPlan(plan: Plan, now: Date): void {
    if (this.planRow?.plan === plan) return;
    this.planRow = UserPlan.of(this.userId, plan, now);
    this.planTouched = true;
  }

  private append(kind: CreditEntryKind, input: { amount: number; reason: CreditReason; reference: string }, now: Date): CreditEntry {
    const entry = CreditEntry.create({ userId: this.userId, kind, ...input }, now);
    this.entries.push(entry);
    this.appended.push(entry);
    return entry;
  }
}

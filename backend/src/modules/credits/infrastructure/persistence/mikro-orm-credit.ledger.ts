import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CreditLedger } from '../../application/ports';
import { CreditAccount } from '../../domain/credit-account';
import { CreditEntry } from '../../domain/credit-entry';
import { UserPlan } from '../../domain/credit-plan';

/**
 * Namespace of the per-user credit locks: pg_advisory_xact_lock(namespace, hashtext(user_id)).
 * Two-key advisory locks live apart from the one-key migration lock. A hash collision between
 * two users only makes them take turns; it never mixes their ledgers.
 */
const CREDIT_LOCK_NAMESPACE = 4_217;

/**
 * The ledger in PostgreSQL. Every change runs in one transaction that first takes the user's
 * advisory lock (held until commit), so concurrent consumes of one user queue up and each sees
 * the lines committed before it: no overdraft, no double spend, across processes. The UNIQUE
 * (user_id, kind, reference) constraint is the second line of defence: should anything append
 * without the lock, the same reference still cannot be granted, consumed or refunded twice.
 */
@Injectable()
export class MikroOrmCreditLedger implements CreditLedger {
  constructor(private readonly em: EntityManager) {}

  async load(userId: string): Promise<CreditAccount> {
    return this.read(this.em.fork(), userId);
  }

  async change<T>(userId: string, work: (account: CreditAccount) => T | Promise<T>): Promise<T> {
    try {
      return await this.changeOnce(userId, work);
    } catch (error) {
      // Only reachable if a writer skipped the lock: reload and apply the rules again, which
      // then find the committed line (idempotent by reference) instead of adding a second one.
      if (error instanceof UniqueConstraintViolationException) return this.changeOnce(userId, work);
      throw error;
    }
  }

  async erase(userId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [CREDIT_LOCK_NAMESPACE, userId]);
      await tx.nativeDelete(CreditEntry, { userId });
      await tx.nativeDelete(UserPlan, { userId });
    });
  }

  private changeOnce<T>(userId: string, work: (account: CreditAccount) => T | Promise<T>): Promise<T> {
    return this.em.fork().transactional(async (tx) => {
      // Waiting for the lock holds a pooled connection: bound the wait so a stuck holder cannot
      // starve the pool (a change takes milliseconds; 10 s means something is wrong).
      await tx.execute("set local lock_timeout = '10s'");
      await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [CREDIT_LOCK_NAMESPACE, userId]);
      const account = await this.read(tx, userId);
      const result = await work(account);
      if (account.newEntries.length > 0) await tx.insertMany(CreditEntry, [...account.newEntries]);
      const plan = account.changedPlan;
      if (plan) await tx.upsert(UserPlan, plan);
      return result;
    });
  }

  private async read(em: EntityManager, userId: string): Promise<CreditAccount> {
    // One after the other: inside a transaction both go through the same connection anyway.
    const plan = await em.findOne(UserPlan, { userId });
    const entries = await em.find(CreditEntry, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return new CreditAccount(userId, plan, entries);
  }
}

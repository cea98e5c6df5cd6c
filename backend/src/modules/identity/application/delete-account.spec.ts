import { Logger } from '@nestjs/common';
import { IdentityError } from '../domain/identity-errors';
import { DeleteAccount } from './delete-account';
import type { Clock, IdentityProvider, UserDataEraser } from './ports';

const now = new Date('2026-11-22T12:00:00Z');
const clock: Clock = { now: () => now };
const recent = now.getTime() / 1000 - 60;
const stale = now.getTime() / 1000 - 6 * 60;

/** Records every step in one list, so the order across erasers and the identity service shows. */
function setup(failing: string[] = [], registered = true) {
  const steps: string[] = [];
  const eraser = (name: string): UserDataEraser => ({
    name,
    eraseUserData: async (uid) => {
      if (failing.includes(name)) throw new Error(`${name} is down`);
      steps.push(`${name}:${uid}`);
    },
  });
  const identity: IdentityProvider = {
    deleteUser: async (uid) => {
      if (failing.includes('firebase')) throw new Error('firebase is down');
      steps.push(`firebase:${uid}`);
    },
    suspendAccess: async (uid) => {
      steps.push(`suspend:${uid}`);
    },
    restoreAccess: async (uid) => {
      steps.push(`restore:${uid}`);
    },
    isRegistered: async () => registered,
  };
  const useCase = new DeleteAccount([eraser('credits'), eraser('resumes'), eraser('identity.profile')], identity, clock);
  return { steps, useCase };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: IdentityError) => e.code,
  );

describe('DeleteAccount', () => {
  // Failures are logged for operators on purpose; keep the test output readable.
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('shuts the user out, erases every module’s data in order, then the Firebase user last', async () => {
    const { steps, useCase } = setup();
    await useCase.execute({ uid: 'u1', authTime: recent });
    expect(steps).toEqual(['suspend:u1', 'credits:u1', 'resumes:u1', 'identity.profile:u1', 'firebase:u1']);
  });

  it('asks for a recent sign-in before touching anything', async () => {
    const { steps, useCase } = setup();
    expect(await codeOf(useCase.execute({ uid: 'u1', authTime: stale }))).toBe('REAUTH_REQUIRED');
    expect(await codeOf(useCase.execute({ uid: 'u1' }))).toBe('REAUTH_REQUIRED');
    expect(steps).toEqual([]);
  });

  it('keeps the Firebase user when an eraser fails, so the user can sign in and retry', async () => {
    const failing = setup(['resumes']);
    expect(await codeOf(failing.useCase.execute({ uid: 'u1', authTime: recent }))).toBe('ACCOUNT_DELETION_FAILED');
    // Access comes back at once, so that the user can retry.
    expect(failing.steps).toEqual(['suspend:u1', 'credits:u1', 'restore:u1']);
    // The retry runs every step again (erasers are idempotent) and finishes.
    const retry = setup();
    await retry.useCase.execute({ uid: 'u1', authTime: recent });
    expect(retry.steps).toEqual(['suspend:u1', 'credits:u1', 'resumes:u1', 'identity.profile:u1', 'firebase:u1']);
  });

  it('reports a failure of the identity service the same way', async () => {
    const { steps, useCase } = setup(['firebase']);
    expect(await codeOf(useCase.execute({ uid: 'u1', authTime: recent }))).toBe('ACCOUNT_DELETION_FAILED');
    expect(steps).toEqual(['suspend:u1', 'credits:u1', 'resumes:u1', 'identity.profile:u1', 'restore:u1']);
  });

  it('lets a guest (by the user record) delete whatever their sign-in time', async () => {
    const { steps, useCase } = setup([], false);
    await useCase.execute({ uid: 'g1', authTime: stale });
    expect(steps.at(-1)).toBe('firebase:g1');
  });

  it('asks a registered user holding a guest token issued before registration to sign in again', async () => {
    // The token still says "anonymous" and carries the guest's old sign-in time; the record says registered.
    const { steps, useCase } = setup([], true);
    expect(await codeOf(useCase.execute({ uid: 'u1', authTime: stale }))).toBe('REAUTH_REQUIRED');
    expect(steps).toEqual([]);
  });
});

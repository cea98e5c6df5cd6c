import type { UserProfile } from '../domain/user-profile';
import { GetCurrentUser } from './get-current-user';
import type { UserProfileRepository } from './ports';
import { SaveProfile } from './save-profile';

class InMemoryProfiles implements UserProfileRepository {
  readonly rows = new Map<string, UserProfile>();
  async findByUid(uid: string) {
    return this.rows.get(uid) ?? null;
  }
  async save(profile: UserProfile) {
    this.rows.set(profile.uid, profile);
  }
  async deleteByUid(uid: string) {
    this.rows.delete(uid);
  }
}

const clock = { now: () => new Date('2026-11-22T12:00:00Z') };

describe('SaveProfile and GetCurrentUser', () => {
  it('refuses a guest with PROFILE_REQUIRES_ACCOUNT and saves nothing', async () => {
    const profiles = new InMemoryProfiles();
    const save = new SaveProfile(profiles, clock);
    await expect(save.execute({ user: { uid: 'g', isAnonymous: true }, changes: { firstName: 'Ana' } })).rejects.toMatchObject({
      code: 'PROFILE_REQUIRES_ACCOUNT',
    });
    expect(profiles.rows.size).toBe(0);
  });

  it('creates, then changes only the fields given', async () => {
    const profiles = new InMemoryProfiles();
    const save = new SaveProfile(profiles, clock);
    const user = { uid: 'u', isAnonymous: false };
    await save.execute({ user, changes: { firstName: 'Ana', country: 'BR' } });
    const fields = await save.execute({ user, changes: { lastName: 'Souza', country: null } });
    expect(fields).toEqual({ firstName: 'Ana', lastName: 'Souza', birthday: null, phoneNumber: null, email: null, country: null });
  });

  it('shows the sign-in e-mail until a contact e-mail is saved', async () => {
    const profiles = new InMemoryProfiles();
    const get = new GetCurrentUser(profiles);
    const user = { uid: 'u', isAnonymous: false, email: 'ana@example.com', emailVerified: false };
    expect((await get.execute(user)).profile.email).toBe('ana@example.com');
    await new SaveProfile(profiles, clock).execute({ user, changes: { email: 'work@example.com' } });
    expect(await get.execute(user)).toMatchObject({ email: 'ana@example.com', profile: { email: 'work@example.com' } });
  });
});

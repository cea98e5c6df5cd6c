import { Inject, Injectable } from '@nestjs/common';
import { IdentityError } from '../domain/identity-errors';
import type { ProfileChanges } from '@atelier/contracts';
import { type ProfileFields, UserProfile } from '../domain/user-profile';
import { CLOCK, type Clock, USER_PROFILE_REPOSITORY, type UserProfileRepository } from './ports';

/**
 * Saves profile changes (already validated by profileChangesSchema). Only a registered user has
 * a profile: a guest is asked to create an account first (spec: "You must be logged in to save
 * profile changes").
 */
@Injectable()
export class SaveProfile {
  constructor(
    @Inject(USER_PROFILE_REPOSITORY) private readonly profiles: UserProfileRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { user: { uid: string; isAnonymous: boolean }; changes: ProfileChanges }): Promise<ProfileFields> {
    if (input.user.isAnonymous) throw new IdentityError('PROFILE_REQUIRES_ACCOUNT');
    const now = this.clock.now();
    const profile = (await this.profiles.findByUid(input.user.uid)) ?? UserProfile.empty(input.user.uid, now);
    profile.apply(input.changes, now);
    await this.profiles.save(profile);
    return profile.fields();
  }
}

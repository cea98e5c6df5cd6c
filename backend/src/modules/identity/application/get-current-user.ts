import { Inject, Injectable } from '@nestjs/common';
import { EMPTY_PROFILE, type ProfileFields } from '../domain/user-profile';
import { USER_PROFILE_REPOSITORY, type UserProfileRepository } from './ports';

/** Who is signed in, as the identity service says, plus the profile they saved. */
export interface CurrentUserView {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
  emailVerified: boolean;
  profile: ProfileFields;
}

@Injectable()
export class GetCurrentUser {
  constructor(@Inject(USER_PROFILE_REPOSITORY) private readonly profiles: UserProfileRepository) {}

  async execute(user: { uid: string; isAnonymous: boolean; email?: string; emailVerified: boolean }): Promise<CurrentUserView> {
    const saved = user.isAnonymous ? null : await this.profiles.findByUid(user.uid);
    const profile = saved ? saved.fields() : { ...EMPTY_PROFILE };
    // Until the user saves a contact e-mail, the one they sign in with is the best answer.
    profile.email ??= user.email ?? null;
    return { uid: user.uid, isAnonymous: user.isAnonymous, email: user.email ?? null, emailVerified: user.emailVerified, profile };
  }
}

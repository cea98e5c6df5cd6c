import { Inject, Injectable } from '@nestjs/common';
import { USER_PROFILE_REPOSITORY, type UserDataEraser, type UserProfileRepository } from './ports';

/** The identity module's own share of an account deletion: the saved profile. */
@Injectable()
export class EraseUserProfile implements UserDataEraser {
  readonly name = 'identity.profile';

  constructor(@Inject(USER_PROFILE_REPOSITORY) private readonly profiles: UserProfileRepository) {}

  eraseUserData(uid: string): Promise<void> {
    return this.profiles.deleteByUid(uid);
  }
}

import { EntitySchema } from '@mikro-orm/core';
import { UserProfile } from '../../domain/user-profile';

/** Maps the plain domain class to the `user_profiles` table, one row per registered uid. */
export const UserProfileSchema = new EntitySchema<UserProfile>({
  class: UserProfile,
  tableName: 'user_profiles',
  properties: {
    uid: { type: 'string', length: 128, primary: true },
    firstName: { type: 'string', length: 100, nullable: true },
    lastName: { type: 'string', length: 100, nullable: true },
    birthday: { type: 'date', nullable: true },
    phoneNumber: { type: 'string', length: 16, nullable: true },
    email: { type: 'string', length: 254, nullable: true },
    country: { type: 'string', length: 2, nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

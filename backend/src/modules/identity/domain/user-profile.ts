/** What a user tells us about themselves (spec: first name, last name, birth day, phone, e-mail, country). */
export interface ProfileFields {
  firstName: string | null;
  lastName: string | null;
  /** ISO date, YYYY-MM-DD (a calendar day, no time zone). */
  birthday: string | null;
  /** International format, "+" then digits only (e.g. +33612345678). */
  phoneNumber: string | null;
  /** Contact e-mail; may differ from the sign-in e-mail. */
  email: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
}

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'birthday',
  'phoneNumber',
  'email',
  'country',
] as const satisfies readonly (keyof ProfileFields)[];

/** The profile of one Firebase uid. Only registered users have one (guests cannot save it). */
export class UserProfile implements ProfileFields {
  uid!: string;
  firstName: string | null = null;
  lastName: string | null = null;
  birthday: string | null = null;
  phoneNumber: string | null = null;
  email: string | null = null;
  country: string | null = null;
  createdAt!: Date;
  updatedAt!: Date;

  static empty(uid: string, now: Date): UserProfile {
    const profile = new UserProfile();
    Object.assign(profile, { uid, createdAt: now, updatedAt: now });
    return profile;
  }

  /** Changes only the fields given; null clears one. */
  apply(changes: Partial<ProfileFields>, now: Date): void {
    for (const field of PROFILE_FIELDS) {
      if (changes[field] !== undefined) this[field] = changes[field];
    }
    this.updatedAt = now;
  }

  fields(): ProfileFields {
    const { firstName, lastName, birthday, phoneNumber, email, country } = this;
    return { firstName, lastName, birthday, phoneNumber, email, country };
  }
}

export const EMPTY_PROFILE: ProfileFields = {
  firstName: null,
  lastName: null,
  birthday: null,
  phoneNumber: null,
  email: null,
  country: null,
};

/**
 * The identity service's password policy (GET /v2/passwordPolicy, read by the SDK's
 * validatePassword): which requirements a password meets, to show them as the user types.
 * Minimum length 6 when the project sets no policy (or the service cannot say).
 */
import { validatePassword } from 'firebase/auth';
import { MIN_PASSWORD_LENGTH } from './errors';
import { startSession } from './session';

export type Requirement = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordCheck {
  isValid: boolean;
  minLength: number;
  maxLength: number | null;
  /** Each requirement the policy has, and whether the password meets it, in display order. */
  requirements: { requirement: Requirement; met: boolean }[];
}

/** The checks without the service: the default policy (minimum length only). */
export function defaultPasswordCheck(password: string, minLength = MIN_PASSWORD_LENGTH): PasswordCheck {
  const met = password.length >= minLength;
  return { isValid: met, minLength, maxLength: null, requirements: [{ requirement: 'minLength', met }] };
}

export async function checkPassword(password: string): Promise<PasswordCheck> {
  try {
    const { auth, config } = await startSession();
    // The Auth emulator has no password policy endpoint (it answers 501): its projects use the default.
    if (config.emulatorUrl) return defaultPasswordCheck(password);
    const status = await validatePassword(auth, password);
    const options = status.passwordPolicy.customStrengthOptions;
    const minLength = options.minPasswordLength ?? MIN_PASSWORD_LENGTH;
    const requirements: PasswordCheck['requirements'] = [
      { requirement: 'minLength', met: status.meetsMinPasswordLength ?? password.length >= minLength },
    ];
    const optional: [Requirement, boolean | undefined][] = [
      ['maxLength', status.meetsMaxPasswordLength],
      ['lowercase', status.containsLowercaseLetter],
      ['uppercase', status.containsUppercaseLetter],
      ['digit', status.containsNumericCharacter],
      ['symbol', status.containsNonAlphanumericCharacter],
    ];
    // A requirement the policy does not have comes back undefined.
    for (const [requirement, met] of optional) if (met !== undefined) requirements.push({ requirement, met });
    return { isValid: status.isValid, minLength, maxLength: options.maxPasswordLength ?? null, requirements };
  } catch {
    return defaultPasswordCheck(password);
  }
}

import type { Auth } from 'firebase-admin/auth';

/**
 * Grants or revokes the administrator role: the `admin` custom claim, other claims kept. A
 * revocation also revokes the user's refresh tokens, so no session they hold keeps an ID token
 * minted with the claim (the server reads the live claim anyway, see AdminRole). A grant needs
 * no sign-out: the server reads the account, and the browser's next token refresh carries it.
 */
export async function setAdminClaim(
  auth: Auth,
  uid: string,
  admin: boolean,
): Promise<{ uid: string; admin: boolean; email: string | null }> {
  const user = await auth.getUser(uid);
  const { admin: _previous, ...others } = user.customClaims ?? {};
  await auth.setCustomUserClaims(uid, admin ? { ...others, admin: true } : others);
  if (!admin) await auth.revokeRefreshTokens(uid);
  return { uid, admin, email: user.email ?? null };
}

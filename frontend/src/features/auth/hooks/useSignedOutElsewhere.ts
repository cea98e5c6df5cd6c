import { useState } from 'react';
import type { Session } from '../../../stores/session';

/**
 * True once a registered session of this tab ends without this tab asking: another tab signed
 * out (Firebase shares the session through localStorage and tells every tab). Signing out here
 * leaves the page, so it never shows for that.
 */
export function useSignedOutElsewhere(session: Session): boolean {
  // State adjusted while rendering when the session changes (React's pattern for derived state), not in an effect.
  const [previous, setPrevious] = useState(session.state);
  const [elsewhere, setElsewhere] = useState(false);
  if (previous !== session.state) {
    setPrevious(session.state);
    if (previous === 'signed-in' && session.state === 'signed-out') setElsewhere(true);
    if (session.state === 'signed-in') setElsewhere(false);
  }
  return elsewhere;
}

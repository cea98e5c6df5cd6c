import { useEffect, useRef, useState } from 'react';
import type { Session } from '../../../stores/session';

/**
 * True once a registered session of this tab ends without this tab asking: another tab signed
 * out (Firebase shares the session through localStorage and tells every tab). Signing out here
 * leaves the page, so it never shows for that.
 */
export function useSignedOutElsewhere(session: Session): boolean {
  const previous = useRef(session.state);
  const [elsewhere, setElsewhere] = useState(false);
  useEffect(() => {
    if (previous.current === 'signed-in' && session.state === 'signed-out') setElsewhere(true);
    if (session.state === 'signed-in') setElsewhere(false);
    previous.current = session.state;
  }, [session.state]);
  return elsewhere;
}

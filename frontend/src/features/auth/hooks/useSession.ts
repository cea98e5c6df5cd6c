import { useEffect, useState } from 'react';
import { startSession } from '../../../lib/auth/session';
import type { PublicAuthConfig } from '../../../lib/api/types';
import { $session, LOADING_SESSION } from '../../../stores/session';
import { useHydratedStore } from '../../../stores/use-hydrated-store';

/** Starts the Firebase session once the island is in the browser; gives the session and the auth config. */
export function useSession() {
  const session = useHydratedStore($session, LOADING_SESSION);
  const [config, setConfig] = useState<PublicAuthConfig | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    startSession().then(({ config }) => setConfig(config), setFailed);
  }, []);
  return { session, config, failed };
}

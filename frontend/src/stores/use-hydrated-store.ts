import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A shared store's value for an island, starting from the value the server rendered with.
 * Another island on the page may fill the store before this one hydrates (the session starts in
 * whichever island runs first); reading the live value on the first render would make the markup
 * differ from the server's (React error #418, the island's DOM thrown away and rebuilt). So the
 * hydration render uses `serverValue`, and the render right after it the live value.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? value : serverValue;
}

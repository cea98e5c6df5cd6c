import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from './toast-queue';
import type { ToastRegionProps } from './Toast';

const ToastRegion = lazy(() => import('./Toast').then((m) => ({ default: m.ToastRegion })));

/**
 * The page's toast region, whose code (React Aria's toasts, focus and landmark handling) loads
 * with the first toast rather than with every page; once there it stays. A toast queued before
 * the code arrives waits in the queue and shows as soon as the region renders.
 */
export function LazyToastRegion(props: ToastRegionProps) {
  const [needed, setNeeded] = useState(() => toastQueue.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return;
    // A toast may have been queued between the first render and this subscription.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (toastQueue.visibleToasts.length > 0) return setNeeded(true);
    return toastQueue.subscribe(() => {
      if (toastQueue.visibleToasts.length > 0) setNeeded(true);
    });
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  ) : null;
}

/** True below the md breakpoint (768 px, spec 000 §9), following resizes: payment sums and sort differ. */
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 767px)';
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
export const useIsMobile = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);

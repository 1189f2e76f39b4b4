import { useEffect } from 'react';

// Counted, not saved per modal: the slot's modal and the route's overlap for a moment during the
// hand-over, and unmount in either order.
let locks = 0;
let overflowBefore = '';

/** Keeps the page behind a modal from scrolling while any modal using this is mounted. */
export function useBodyScrollLock(): void {
  useEffect(() => {
    if (locks === 0) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, []);
}

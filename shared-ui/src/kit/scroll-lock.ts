// One counted lock for the whole page. Every dialog of every remote goes through this module (the
// kit is a federation singleton), so closing one dialog never unlocks the page under another, in
// whatever order they unmount.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Stops the page from scrolling until the returned function is called (once per lock). */
export function lockBodyScroll(): () => void {
  if (locks === 0) {
    const body = document.body;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // The scrollbar disappears with the overflow: pad for it so the page does not jump sideways.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/** How many locks are held (for tests). */
export function scrollLockCount(): number {
  return locks;
}

import { useEffect, useRef, useState } from 'react';
import { isAllowlistedCrawler } from 'shared-contracts';
import { useBusEvent } from 'shared-client';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteSlotContent } from '../remotes/RemoteScreen';
import { afterFirstScreen } from './after-first-screen';

/**
 * Shows the consent remote's cookie dialog to a browser that has not chosen yet, and again when
 * "Cookie settings" asks for it (docs/behaviour/consent.md#changing-the-choice). Optional cookies
 * stay off until a choice is recorded; a failing consent remote never blocks the product. An
 * allowlisted crawler gets the page without the dialog, and so never any optional cookie
 * (docs/behaviour/consent.md#crawlers). On a first visit the dialog, and so the consent remote's
 * download, waits until the first screen's photo has been painted
 * (docs/performance.md#after-the-first-screen); asked for, it opens at once.
 */
export function ConsentHost({ required }: { required: boolean }) {
  const [open, setOpen] = useState(false);
  // A choice made before the first screen was drawn (from Cookie settings) is not asked for again.
  const chosen = useRef(false);
  useEffect(() => {
    if (required && !isAllowlistedCrawler(navigator.userAgent)) {
      void afterFirstScreen().then(() => chosen.current || setOpen(true));
    }
  }, [required]);
  useBusEvent('consent-changed', () => {
    chosen.current = true;
    setOpen(false);
  });
  useBusEvent('consent-dialog-requested', () => setOpen(true));
  if (!open) return null;
  return (
    <RemoteBoundary remote="consent" loading={null} compact>
      <RemoteSlotContent remote="consent" slotId="consent.dialog" onClose={() => setOpen(false)} />
    </RemoteBoundary>
  );
}

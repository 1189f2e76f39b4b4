import { useState } from 'react';
import { isAllowlistedCrawler } from 'shared-contracts';
import { useBusEvent } from 'shared-client';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteSlotContent } from '../remotes/RemoteScreen';

/**
 * Shows the consent remote's cookie dialog to a browser that has not chosen yet, and again when
 * "Cookie settings" asks for it (docs/behaviour/consent.md#changing-the-choice). Optional cookies
 * stay off until a choice is recorded; a failing consent remote never blocks the product. An
 * allowlisted crawler gets the page without the dialog, and so never any optional cookie
 * (docs/behaviour/consent.md#crawlers).
 */
export function ConsentHost({ required }: { required: boolean }) {
  const [open, setOpen] = useState(() => required && !isAllowlistedCrawler(navigator.userAgent));
  useBusEvent('consent-changed', () => setOpen(false));
  useBusEvent('consent-dialog-requested', () => setOpen(true));
  if (!open) return null;
  return (
    <RemoteBoundary remote="consent" loading={null} compact>
      <RemoteSlotContent remote="consent" slotId="consent.dialog" onClose={() => setOpen(false)} />
    </RemoteBoundary>
  );
}

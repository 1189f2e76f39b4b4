import { useState } from 'react';
import { useBusEvent } from 'shared-client';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteSlotContent } from '../remotes/RemoteScreen';
import * as styles from './CreateHost.module.css';

/** Opens the creation modal (remote-create, loaded on first use) when anything asks for it. */
export function CreateHost() {
  const [open, setOpen] = useState(false);
  useBusEvent('create-requested', () => setOpen(true));
  if (!open) return null;
  const close = (): void => setOpen(false);
  return (
    <RemoteBoundary remote="create" loading={<div className={styles.backdrop} />} compact>
      <RemoteSlotContent remote="create" slotId="create.modal" onClose={close} />
    </RemoteBoundary>
  );
}

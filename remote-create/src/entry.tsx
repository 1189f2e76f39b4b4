import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/**
 * remote-create: the creation modal. The slot shows the select step; a chosen photo continues
 * on the 'create.style' route. Both load as chunks on first use.
 */
export default defineRemoteEntry({
  name: 'create',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'create.style': lazy(() =>
      import('./features/details/CreateStyleScreen').then((m) => ({ default: m.CreateStyleScreen })),
    ),
  },
  slots: {
    'create.modal': lazy(() =>
      import('./features/select-photo/CreateModalSlot').then((m) => ({ default: m.CreateModalSlot })),
    ),
  },
});

import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { listenForShortcuts } from './keyboard-shortcuts';

const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })));

/** Listens for the keyboard shortcuts; the list of them loads when ? or Ctrl+/ first asks for it. */
export function ShortcutsHost() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(
    () => listenForShortcuts({ toggleList: () => setOpen((shown) => !shown), navigate: (path) => void navigate(path) }),
    [navigate],
  );
  return open ? (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}

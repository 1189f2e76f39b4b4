import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { listenForShortcuts } from './keyboard-shortcuts';

const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })));

/** Listens for the keyboard shortcuts; the list of them loads when ? or Ctrl+/ first asks for it. */
export function ShortcutsHost() {
  const navigate = useNavigate();
  // The router hands out a new navigate on every page change. The listener is set up once and
  // uses the latest one, so a pending "g" survives a page change (the g of "g p" then "g h").
  const goTo = useEffectEvent((path: string) => void navigate(path));
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      listenForShortcuts({
        toggleList: () => setOpen((shown) => !shown),
        navigate: (path) => goTo(path),
      }),
    [],
  );
  return open ? (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}

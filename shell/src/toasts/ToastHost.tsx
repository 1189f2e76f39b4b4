import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TIMINGS, type AppEvents } from 'shared-contracts';
import { useBusEvent } from 'shared-client';
import { CloseIcon, useHydrated, useModalHost } from 'shared-ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './ToastHost.module.css';

interface Toast extends Required<Pick<AppEvents['toast-requested'], 'message'>> {
  id: number;
  action?: AppEvents['toast-requested']['action'];
  durationMs: number;
}

/**
 * Shows toasts any package requests over the bus, one at a time; each hides after its duration.
 * While a modal dialog is open the toasts render inside it: outside it they would be inert, unseen
 * by screen readers and out of keyboard reach.
 */
export function ToastHost() {
  const t = useShellTranslation();
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);
  const host = useModalHost();
  const hydrated = useHydrated();

  useBusEvent('toast-requested', (payload) => {
    setToast({
      id: nextId.current++,
      message: payload.message,
      action: payload.action,
      durationMs: payload.durationMs ?? TIMINGS.toastDuration,
    });
  });

  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(dismiss, toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  // A portal has no place in the server's markup (docs/performance.md#the-first-screen-is-rendered-on-the-server).
  if (!hydrated) return null;
  return createPortal(
    <div className={styles.region} role="status" aria-live="polite" data-testid="toast-region">
      {toast && (
        <div className={styles.toast} key={toast.id} data-testid="toast">
          <span className={styles.message}>{toast.message}</span>
          {toast.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                toast.action?.onAction();
                dismiss();
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button type="button" className={styles.close} onClick={dismiss} aria-label={t('toast.close')}>
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </div>,
    host,
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS, useBusEvent, type AppEvents } from 'shared-contracts';
import { useShellTranslation } from '../i18n/use-shell-translation';
import * as styles from './ToastHost.module.css';

interface Toast extends Required<Pick<AppEvents['toast-requested'], 'message'>> {
  id: number;
  action?: AppEvents['toast-requested']['action'];
  durationMs: number;
}

/** Shows toasts any package requests over the bus, one at a time; each hides after its duration. */
export function ToastHost() {
  const t = useShellTranslation();
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);

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

  return (
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
            ×
          </button>
        </div>
      )}
    </div>
  );
}

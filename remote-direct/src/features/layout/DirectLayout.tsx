import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bindOutbox } from '../composer/outbox';
import { startDirectRealtime } from '../realtime/direct-realtime';
import * as styles from './DirectLayout.module.css';

/**
 * Every direct screen: the list on the left and the open screen beside it from 768 px; below that
 * only one of them, `focus` saying which (docs/behaviour/direct.md#screens). It also starts the
 * realtime link of the direct cache (once per page).
 */
export function DirectLayout({
  list,
  main,
  focus,
  testId,
}: {
  list: ReactNode;
  main: ReactNode;
  focus: 'list' | 'main';
  testId?: string;
}) {
  const client = useQueryClient();
  useEffect(() => {
    bindOutbox(client);
    startDirectRealtime(client);
  }, [client]);
  return (
    <main className={`${styles.layout} ${focus === 'list' ? styles.focusList : styles.focusMain}`} data-testid={testId}>
      <div className={styles.listPane}>{list}</div>
      <div className={styles.mainPane}>{main}</div>
    </main>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { isApiError, PROBLEM_REPORT_MAX_LENGTH } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useTranslator } from 'shared-ui';
import { reportProblem } from 'shared-client/settings';
import { Button, Dialog } from 'shared-ui';
import { chromeCatalogs } from './chrome-messages';
import * as styles from './Chrome.module.css';

/** "Report a problem": a text sent with the page it was written on (docs/behaviour/shell-chrome.md#report-a-problem). */
export function ReportProblemDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslator(chromeCatalogs);
  const { pathname } = useLocation();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      await reportProblem(text.trim(), pathname);
      requestToast({ message: t('report.sent') });
      onClose();
    } catch (failure) {
      setError(t(isApiError(failure, 'rate_limited') ? 'report.tooMany' : 'report.failed'));
      setSending(false);
    }
  };
  return (
    <Dialog title={t('report.title')} onClose={onClose} closeButton size="medium" busy={sending} testId="report-dialog">
      <form className={styles.report} onSubmit={(event) => void submit(event)}>
        <label htmlFor={fieldId} className={styles.choiceName}>
          {t('report.label')}
        </label>
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {t('report.hint')}
        </p>
        <textarea
          id={fieldId}
          className={styles.textarea}
          value={text}
          maxLength={PROBLEM_REPORT_MAX_LENGTH}
          rows={6}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${fieldId}-hint`}
          data-autofocus
          data-testid="report-text"
        />
        <p className={styles.count} aria-hidden="true">
          {t('report.count', { count: text.length, max: PROBLEM_REPORT_MAX_LENGTH })}
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" busy={sending} disabled={!text.trim()} fullWidth data-testid="report-send">
          {t('report.send')}
        </Button>
      </form>
    </Dialog>
  );
}

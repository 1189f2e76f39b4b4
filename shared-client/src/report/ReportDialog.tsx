import { useId, useState, type FormEvent } from 'react';
import {
  isApiError,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  type ReportKind,
  type ReportReason,
} from 'shared-contracts';
import { Button, Dialog } from 'shared-ui';
import { ChoiceList } from 'shared-client/choices';
import { submitReport } from './report-calls.js';
import { useReportTranslation, type ReportMessageKey } from './report-messages.js';
import * as styles from './ReportDialog.module.css';

/** The message of a failed report: too fast, gone (hidden looks the same), or anything else. */
function failureKey(error: unknown): ReportMessageKey {
  if (isApiError(error, 'rate_limited')) return 'report.tooFast';
  if (isApiError(error, 'not_found')) return 'report.gone';
  return 'report.failed';
}

/**
 * Reporting a post, comment, story, account or message (docs/behaviour/moderation.md#reporting):
 * the reasons as radio buttons and a few optional words, then "Thanks for letting us know". A
 * second report of the same item is thanked alike (the server keeps the first).
 */
export function ReportDialog({ kind, targetId, onClose }: { kind: ReportKind; targetId: string; onClose: () => void }) {
  const t = useReportTranslation();
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReportMessageKey | null>(null);
  const [sent, setSent] = useState(false);

  if (sent)
    return (
      <Dialog
        title={t('report.thanksTitle')}
        description={t('report.thanksBody')}
        onClose={onClose}
        testId="report-thanks"
      >
        <div className="lm-dialog-actions">
          <Button onClick={onClose} data-autofocus>
            {t('report.close')}
          </Button>
        </div>
      </Dialog>
    );

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!reason) return;
    setPending(true);
    setError(null);
    try {
      await submitReport({ kind, targetId, reason, text });
      setSent(true);
    } catch (failure) {
      setError(failureKey(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog title={t('report.title')} onClose={pending ? undefined : onClose} busy={pending} testId="report-dialog">
      <form onSubmit={(event) => void handleSubmit(event)}>
        <div className={styles.body}>
          <p className={styles.question}>{t('report.question')}</p>
          <ChoiceList<ReportReason | ''>
            legend={t('report.question')}
            layout="dialog"
            testId="report-reason"
            value={reason}
            onChange={setReason}
            choices={REPORT_REASONS.map((value) => ({ value, label: t(`report.reason.${value}`) }))}
          />
          <label className={styles.details} htmlFor={detailsId}>
            {t('report.details')}
            <textarea
              id={detailsId}
              className="lm-form-input"
              value={text}
              maxLength={REPORT_TEXT_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              data-testid="report-details"
            />
          </label>
          {error && (
            <p className={styles.error} role="alert">
              {t(error)}
            </p>
          )}
        </div>
        <div className="lm-dialog-actions">
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" busy={pending} disabled={!reason} data-testid="report-submit">
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

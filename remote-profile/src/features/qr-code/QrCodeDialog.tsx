import { useMemo, useState } from 'react';
import { profilePath } from 'shared-contracts';
import { Button, Dialog } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { qrPath } from './qr-path';
import * as styles from './QrCodeDialog.module.css';

/** The absolute link a profile's QR code encodes. */
export function profileUrl(username: string, origin: string = window.location.origin): string {
  return `${origin}${profilePath(username)}`;
}

/** A QR code for a profile, made in the browser, with a copy-link button (docs/behaviour/profiles.md#qr-code). */
export function QrCodeDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const t = useProfileTranslation();
  const link = profileUrl(username);
  const qr = useMemo(() => qrPath(link), [link]);
  const [copied, setCopied] = useState(false);

  const handleCopy = (): void => {
    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  };

  return (
    <Dialog title={t('profile.qr.title')} onClose={onClose} testId="qr-dialog">
      <div className={styles.body}>
        <svg
          className={styles.code}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          role="img"
          aria-label={t('profile.qr.alt', { username })}
          data-testid="qr-code"
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <p className={styles.username}>@{username}</p>
        <p className={styles.link} data-testid="qr-link">
          {link}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={handleCopy}>
            {t(copied ? 'profile.qr.copied' : 'profile.qr.copy')}
          </Button>
          <Button onClick={onClose}>{t('profile.close')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

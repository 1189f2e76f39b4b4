import { Link } from 'react-router';
import { SHELL_PATHS } from 'shared-contracts';
import { useTranslator } from 'shared-ui';
import * as styles from './Recovery.module.css';
import { recoveryCatalogs } from './recovery-messages';

/** The login form's way to a password reset (docs/behaviour/accounts.md#password-reset). */
export function ForgotPasswordLink() {
  const t = useTranslator(recoveryCatalogs);
  return (
    <Link className={styles.forgot} to={SHELL_PATHS.passwordReset}>
      {t('recovery.forgotLink')}
    </Link>
  );
}

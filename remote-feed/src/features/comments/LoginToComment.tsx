import { Link } from 'react-router';
import { postPath, SHELL_PATHS } from 'shared-contracts';
import { buttonClassName } from 'shared-ui';
import { useCommentsTranslation } from './messages';
import * as styles from './Comments.module.css';

/** Where logged-out visitors would comment: a prompt to log in (back to this post) or sign up. */
export function LoginToComment({ shortcode }: { shortcode: string }) {
  const t = useCommentsTranslation();
  const next = encodeURIComponent(postPath(shortcode));
  return (
    <div className={styles.loginPrompt} data-testid="login-to-comment">
      <p>{t('comments.loginPrompt')}</p>
      <div className={styles.loginActions}>
        <Link to={`${SHELL_PATHS.login}?next=${next}`} className={buttonClassName()}>
          {t('comments.login')}
        </Link>
        <Link to={SHELL_PATHS.emailSignup} className={styles.signupLink}>
          {t('comments.signup')}
        </Link>
      </div>
    </div>
  );
}

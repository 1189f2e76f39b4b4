import { Link, useLocation } from 'react-router';
import { SHELL_PATHS } from 'shared-contracts';
import { buttonClassName } from 'shared-ui';
import { isSignupFirst } from './exposure';

/** Log in (back to this page afterwards) and Sign up, in the exposure flag's order. */
export function VisitorButtons({ login, signup, className }: { login: string; signup: string; className?: string }) {
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  const buttons = [
    <Link key="login" to={`${SHELL_PATHS.login}?next=${next}`} className={buttonClassName({ fullWidth: true })}>
      {login}
    </Link>,
    <Link
      key="signup"
      to={SHELL_PATHS.emailSignup}
      className={buttonClassName({ variant: 'secondary', fullWidth: true })}
    >
      {signup}
    </Link>,
  ];
  return <div className={className}>{isSignupFirst() ? buttons.reverse() : buttons}</div>;
}

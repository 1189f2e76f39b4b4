import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SHELL_PATHS, type SignUpInput } from 'shared-contracts';
import { createAccount } from './session-actions';
import {
  checkSignUp,
  hasProblems,
  NO_PROBLEMS,
  SIGNUP_FIELDS,
  signUpRefusal,
  type SignUpField,
  type SignUpProblems,
} from './signup-errors';
import { Button, LocaleSelect } from 'shared-ui';
import { useShellTranslation } from '../i18n/use-shell-translation';
import type { ShellMessageKey } from '../i18n/messages';
import * as styles from './AuthCard.module.css';

const FIELDS: Array<{ name: SignUpField; label: ShellMessageKey; type: string; autoComplete: string }> = [
  { name: 'email', label: 'signup.email', type: 'email', autoComplete: 'email' },
  { name: 'full_name', label: 'signup.fullName', type: 'text', autoComplete: 'name' },
  { name: 'username', label: 'signup.username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'signup.password', type: 'password', autoComplete: 'new-password' },
];

/**
 * The email sign-up form; a new account is logged in and lands on the home feed. The form checks
 * itself (noValidate: the browser's own bubble would speak its language, not the page's) and shows
 * each problem under its field, tied to it by aria-describedby; a new attempt or an edit of a field
 * clears what is no longer true (docs/behaviour/accounts.md#sign-up-errors).
 */
export function SignUpPage() {
  const t = useShellTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignUpInput>({ email: '', full_name: '', username: '', password: '' });
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<SignUpProblems>(NO_PROBLEMS);
  const inputs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});

  const show = (found: SignUpProblems): void => {
    setProblems(found);
    const first = SIGNUP_FIELDS.find((field) => found.fields[field]);
    if (first) inputs.current[first]?.focus();
  };

  const handleSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = checkSignUp(values);
    if (hasProblems(found)) {
      show(found);
      return;
    }
    setProblems(NO_PROBLEMS);
    setPending(true);
    try {
      await createAccount(values);
      navigate('/', { replace: true });
    } catch (failure) {
      show(signUpRefusal(failure, values));
      setPending(false);
    }
  };

  const change = (name: SignUpField, value: string): void => {
    setValues((v) => ({ ...v, [name]: value }));
    // What was said of the old value (and of the whole attempt) may no longer be true.
    setProblems((p) => {
      const fields = { ...p.fields };
      delete fields[name];
      return { fields, form: null };
    });
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={handleSubmit} aria-labelledby="signup-title" noValidate>
        <h1 className={styles.brand} id="signup-title">
          {t('app.name')}
        </h1>
        <p className={styles.tagline}>{t('signup.tagline')}</p>
        {FIELDS.map((field) => {
          const problem = problems.fields[field.name];
          const problemId = `signup-${field.name}-error`;
          return (
            <label className={styles.field} key={field.name}>
              <span className="lm-visually-hidden">{t(field.label)}</span>
              <input
                ref={(element) => {
                  inputs.current[field.name] = element;
                }}
                className={styles.input}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                placeholder={t(field.label)}
                value={values[field.name]}
                onChange={(e) => change(field.name, e.target.value)}
                required={field.name !== 'full_name'}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
              />
              {problem && (
                <span className={styles.fieldError} id={problemId} data-testid={problemId}>
                  {t(problem)}
                </span>
              )}
            </label>
          );
        })}
        <Button type="submit" fullWidth className={styles.submit} disabled={pending}>
          {t('signup.submit')}
        </Button>
        {problems.form && (
          <p className={styles.error} role="alert">
            {t(problems.form)}
          </p>
        )}
      </form>
      <p className={styles.switch}>
        {t('signup.haveAccount')} <Link to={SHELL_PATHS.login}>{t('signup.loginLink')}</Link>
      </p>
      <LocaleSelect testId="language-switcher" />
    </main>
  );
}

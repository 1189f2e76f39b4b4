import { login, sessionStore } from 'shared-client';
import { refreshSession } from './session-actions';

/**
 * Logs in; the session store (and the bus) learn the new viewer. Tells whether the login brought
 * back an account awaiting deletion (docs/behaviour/own-data.md#during-the-grace-period), or the
 * challenge of the second-factor checkpoint, with no session yet (docs/behaviour/accounts.md#logging-in-with-a-second-factor).
 * A module of its own so that only the login page's chunk carries it, not the first load.
 */
export async function logIn(
  username: string,
  password: string,
): Promise<{ deletionCancelled: boolean; twoFactorChallenge?: string }> {
  const result = await login(username, password);
  if (result.two_factor_challenge) return { deletionCancelled: false, twoFactorChallenge: result.two_factor_challenge };
  if (result.viewer) sessionStore.setSession(result.viewer);
  else await refreshSession();
  return { deletionCancelled: result.deletion_cancelled === true };
}

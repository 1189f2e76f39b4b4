/**
 * The exposure flag of the logged-out buttons: whether Sign up comes before Log in
 * (docs/behaviour/logged-out.md#top-bar). Set from shared data at start-up.
 */
let signupFirst = false;

export function rememberSignupFirst(value: boolean | undefined): void {
  signupFirst = value === true;
}

export function isSignupFirst(): boolean {
  return signupFirst;
}

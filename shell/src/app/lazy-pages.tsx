import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { LoadingState } from 'shared-ui';
import { ScreenReady } from './screen-ready';

/*
 * The shell's own pages load on demand: the feed and the post page, which most visits start on,
 * need none of them, so their code stays out of the first load (docs/architecture.md#tests).
 */

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function OnDemandPage(props: P) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page {...(props as ComponentProps<typeof Page>)} />
        <ScreenReady />
      </Suspense>
    );
  };
}

/** Like `onDemand`, for something over the page: nothing shows while it loads. */
function onDemandOverlay<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Overlay = lazy(async () => ({ default: await load() }));
  return function OnDemandOverlay(props: P) {
    return (
      <Suspense fallback={null}>
        <Overlay {...(props as ComponentProps<typeof Overlay>)} />
      </Suspense>
    );
  };
}

export const LoginPage = onDemand(() => import('../session/LoginPage').then((m) => m.LoginPage));
export const SignUpPage = onDemand(() => import('../session/SignUpPage').then((m) => m.SignUpPage));
// Password reset and address confirmation (docs/behaviour/accounts.md#password-reset): reached from mail and the login page.
export const PasswordResetRequestPage = onDemand(() =>
  import('../session/recovery/PasswordResetRequestPage').then((m) => m.PasswordResetRequestPage),
);
export const PasswordResetConfirmPage = onDemand(() =>
  import('../session/recovery/PasswordResetConfirmPage').then((m) => m.PasswordResetConfirmPage),
);
export const EmailConfirmPage = onDemand(() =>
  import('../session/recovery/EmailConfirmPage').then((m) => m.EmailConfirmPage),
);
export const HelpPage = onDemand(() => import('../help/HelpPage').then((m) => m.HelpPage));
export const NotFoundPage = onDemand(() => import('../not-found/NotFoundPage').then((m) => m.NotFoundPage));
export const VisitorExperience = onDemandOverlay(() =>
  import('../visitors/VisitorExperience').then((m) => m.VisitorExperience),
);

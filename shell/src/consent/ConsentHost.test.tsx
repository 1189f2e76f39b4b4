import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { eventBus } from 'shared-contracts/bus';
import { ConsentHost } from './ConsentHost';

// The dialog itself is remote-consent's; here a stand-in.
vi.mock('../remotes/RemoteScreen', () => ({
  RemoteSlotContent: () => <div data-testid="consent-dialog" />,
}));
vi.mock('../remotes/RemoteBoundary', () => ({
  RemoteBoundary: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));
// The first screen is drawn when a test says so.
const firstScreen = vi.hoisted(() => ({ drawn: (): void => undefined, promise: Promise.resolve() }));
vi.mock('./after-first-screen', () => ({ afterFirstScreen: () => firstScreen.promise }));

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

beforeEach(() => {
  firstScreen.promise = new Promise<void>((resolve) => (firstScreen.drawn = resolve));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withUserAgent(userAgent: string): void {
  vi.stubGlobal('navigator', { ...navigator, userAgent });
}

async function drawFirstScreen(): Promise<void> {
  await act(async () => {
    firstScreen.drawn();
    await firstScreen.promise;
  });
}

describe('the consent host (docs/behaviour/consent.md#crawlers)', () => {
  it('shows the dialog to a browser that has not chosen yet, once the first screen is drawn', async () => {
    withUserAgent(BROWSER);
    render(<ConsentHost required />);
    // Not before: the consent remote is not even asked for (docs/performance.md#after-the-first-screen).
    expect(screen.queryByTestId('consent-dialog')).toBeNull();
    await drawFirstScreen();
    expect(screen.queryByTestId('consent-dialog')).not.toBeNull();
  });

  it('opens at once when Cookie settings asks, drawn or not', () => {
    withUserAgent(BROWSER);
    render(<ConsentHost required={false} />);
    expect(screen.queryByTestId('consent-dialog')).toBeNull();
    act(() => eventBus.emit('consent-dialog-requested', {}));
    expect(screen.queryByTestId('consent-dialog')).not.toBeNull();
  });

  it('gives an allowlisted crawler the page without it, though Cookie settings still opens it', async () => {
    withUserAgent(GOOGLEBOT);
    render(<ConsentHost required />);
    await drawFirstScreen();
    expect(screen.queryByTestId('consent-dialog')).toBeNull();
    act(() => eventBus.emit('consent-dialog-requested', {}));
    expect(screen.queryByTestId('consent-dialog')).not.toBeNull();
  });

  it('does not ask again, once drawn, when the choice was made from Cookie settings before', async () => {
    withUserAgent(BROWSER);
    render(<ConsentHost required />);
    act(() => eventBus.emit('consent-dialog-requested', {}));
    act(() => eventBus.emit('consent-changed', { acceptOnlyEssential: true, optedInControls: [] }));
    expect(screen.queryByTestId('consent-dialog')).toBeNull();
    await drawFirstScreen();
    expect(screen.queryByTestId('consent-dialog')).toBeNull();
  });
});

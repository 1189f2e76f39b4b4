import { afterEach, describe, expect, it, vi } from 'vitest';
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

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withUserAgent(userAgent: string): void {
  vi.stubGlobal('navigator', { ...navigator, userAgent });
}

describe('the consent host (docs/behaviour/consent.md#crawlers)', () => {
  it('shows the dialog to a browser that has not chosen yet', () => {
    withUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36');
    render(<ConsentHost required />);
    expect(screen.queryByTestId('consent-dialog')).not.toBeNull();
  });

  it('gives an allowlisted crawler the page without it, though Cookie settings still opens it', () => {
    withUserAgent(GOOGLEBOT);
    render(<ConsentHost required />);
    expect(screen.queryByTestId('consent-dialog')).toBeNull();
    act(() => eventBus.emit('consent-dialog-requested', {}));
    expect(screen.queryByTestId('consent-dialog')).not.toBeNull();
  });
});

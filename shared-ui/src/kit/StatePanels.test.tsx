// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isVisitorLimitError } from 'shared-contracts';
import { RetryPanel } from './StatePanels.js';

afterEach(cleanup);

const visitorLimit = new ApiError(403, 'visitor_limit_reached', 'Log in to keep browsing.');

describe('RetryPanel', () => {
  it('announces the failure and retries', () => {
    const onRetry = vi.fn();
    render(<RetryPanel message="Couldn't load." onRetry={onRetry} error={new ApiError(500, 'internal', 'boom')} />);
    expect(screen.getByRole('alert').textContent).toContain("Couldn't load.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('holds the place quietly, with no words and no Retry, for content withheld behind the wall', () => {
    const { container } = render(
      <RetryPanel message="Couldn't load." onRetry={() => undefined} error={visitorLimit} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('');
    expect(screen.getByTestId('content-withheld').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('isVisitorLimitError', () => {
  it('is true only for the visitor limit refusal', () => {
    expect(isVisitorLimitError(visitorLimit)).toBe(true);
    expect(isVisitorLimitError(new ApiError(403, 'forbidden', 'private'))).toBe(false);
    expect(isVisitorLimitError(new Error('visitor_limit_reached'))).toBe(false);
    expect(isVisitorLimitError(null)).toBe(false);
  });
});

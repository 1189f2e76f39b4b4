import { describe, expect, it } from 'vitest';
import type { Media } from 'shared-contracts';
import { processingRefetchInterval } from './media-processing.js';

const post = (takenAtSeconds: number, status?: 'processing' | 'failed'): Media =>
  ({ taken_at: takenAtSeconds, video_processing: status ? { status, progress: 0.2 } : undefined }) as Media;

describe('processingRefetchInterval', () => {
  const now = 1_000_000_000;
  it('stops asking when nothing is processing (a failed one included)', () => {
    expect(processingRefetchInterval([post(1), post(2, 'failed')], now)).toBe(false);
    expect(processingRefetchInterval(undefined, now)).toBe(false);
  });
  it('asks often about a fresh video and less and less about an old one', () => {
    expect(processingRefetchInterval([post(now / 1000, 'processing')], now)).toBe(2000);
    expect(processingRefetchInterval([post(now / 1000 - 12, 'processing')], now)).toBe(4000);
    expect(processingRefetchInterval([post(now / 1000 - 600, 'processing'), post(1)], now)).toBe(15_000);
  });
});

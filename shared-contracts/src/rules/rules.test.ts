import { describe, expect, it } from 'vitest';
import { formatBadge } from './badge.js';
import { isValidUsername, truncateUsername, usernameProblem } from './username.js';
import { decodePreviewData, previewBlurRadius, previewScaleDivisor } from './preview-image.js';
import { candidatesSrcSet, pickCandidate, usableCandidates } from './image-candidates.js';
import { canViewProfileContent } from './visibility.js';
import { inboxBadgeCount, isThreadSeen, type ThreadSeenInput } from './direct-threads.js';
import { orientationToTransform } from './orientation.js';

const toBase64 = (bytes: number[]): string => btoa(String.fromCharCode(...bytes));

describe('formatBadge', () => {
  it('hides at 0 and below, shows 1..9, then 9+', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(-3)).toBeNull();
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(9)).toBe('9');
    expect(formatBadge(10)).toBe('9+');
    expect(formatBadge(250)).toBe('9+');
  });
});

describe('truncateUsername', () => {
  it('keeps names up to 22 characters and cuts longer ones with an ellipsis', () => {
    expect(truncateUsername('a'.repeat(22))).toBe('a'.repeat(22));
    expect(truncateUsername('a'.repeat(23))).toBe(`${'a'.repeat(22)}…`);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(truncateUsername('😀'.repeat(22))).toBe('😀'.repeat(22));
  });
});

describe('isValidUsername', () => {
  it('accepts letters, digits, dots and underscores and refuses reserved paths', () => {
    expect(isValidUsername('ana.lima_92')).toBe(true);
    expect(isValidUsername('explore')).toBe(false);
    expect(isValidUsername('P')).toBe(false);
    expect(isValidUsername('has space')).toBe(false);
    expect(isValidUsername('.dot')).toBe(false);
    expect(isValidUsername('a'.repeat(31))).toBe(false);
  });
});

describe('usernameProblem', () => {
  it('names the first rule a username breaks, and nothing for a good one', () => {
    expect(usernameProblem('ana.lima_92')).toBeNull();
    expect(usernameProblem('')).toBe('empty');
    expect(usernameProblem('has space')).toBe('characters');
    expect(usernameProblem('李娜')).toBe('characters');
    expect(usernameProblem('a'.repeat(31))).toBe('too_long');
    expect(usernameProblem('.dot')).toBe('dots');
    expect(usernameProblem('dot.')).toBe('dots');
    expect(usernameProblem('two..dots')).toBe('dots');
    expect(usernameProblem('Explore')).toBe('reserved');
  });
});

describe('decodePreviewData', () => {
  it('decodes the marker, the dimensions and the image bytes', () => {
    const decoded = decodePreviewData(toBase64([0, 42, 30, 0xff, 0xd8]));
    expect(decoded?.width).toBe(42);
    expect(decoded?.height).toBe(30);
    expect(Array.from(decoded?.bytes ?? [])).toEqual([0xff, 0xd8]);
  });
  it('ignores empty, short, malformed, wrongly marked and oversized data', () => {
    expect(decodePreviewData('')).toBeNull();
    expect(decodePreviewData(null)).toBeNull();
    expect(decodePreviewData('AA')).toBeNull();
    expect(decodePreviewData('%%%%')).toBeNull();
    expect(decodePreviewData(toBase64([1, 10, 10, 0]))).toBeNull();
    expect(decodePreviewData(toBase64([0, 43, 10, 0]))).toBeNull();
    expect(decodePreviewData(toBase64([0, 10, 43, 0]))).toBeNull();
  });
  it('computes blur radius (max of 10 and 7.5% of the mean side) and scale divisor (max of 1.5 and 20% of it)', () => {
    expect(previewBlurRadius(100, 100)).toBe(10);
    expect(previewBlurRadius(600, 400)).toBeCloseTo(37.5);
    expect(previewScaleDivisor(5)).toBe(1.5);
    expect(previewScaleDivisor(37.5)).toBeCloseTo(7.5);
  });
});

describe('image candidates', () => {
  const candidates = [
    { url: '/a-1440', width: 1440, height: 1440 },
    { url: '/a-320', width: 320, height: 320 },
    { url: '/a-1080', width: 1080, height: 1080 },
    { url: '/a-640', width: 640, height: 640 },
  ];
  it('ignores variants wider than 1080', () => {
    expect(usableCandidates(candidates).map((c) => c.width)).toEqual([320, 640, 1080]);
    expect(candidatesSrcSet(candidates)).toBe('/a-320 320w, /a-640 640w, /a-1080 1080w');
  });
  it('picks the smallest candidate covering the rendered width', () => {
    expect(pickCandidate(candidates, 300)?.width).toBe(320);
    expect(pickCandidate(candidates, 321)?.width).toBe(640);
    expect(pickCandidate(candidates, 2000)?.width).toBe(1080);
    expect(pickCandidate([], 100)).toBeNull();
  });
});

describe('canViewProfileContent', () => {
  const base = { isPrivate: true, viewerIsOwner: false, viewerFollows: false, blockedEitherWay: false };
  it('shows public profiles, private ones to followers and owners only', () => {
    expect(canViewProfileContent({ ...base, isPrivate: false })).toBe(true);
    expect(canViewProfileContent(base)).toBe(false);
    expect(canViewProfileContent({ ...base, viewerFollows: true })).toBe(true);
    expect(canViewProfileContent({ ...base, viewerIsOwner: true })).toBe(true);
  });
  it('hides everything across a block', () => {
    expect(canViewProfileContent({ ...base, isPrivate: false, blockedEitherWay: true })).toBe(false);
  });
});

describe('thread seen and inbox badge', () => {
  const thread = (overrides: Partial<ThreadSeenInput>): ThreadSeenInput => ({
    viewerId: '1',
    pending: false,
    lastActivityAt: 100,
    lastPermanentItemUserId: '2',
    viewerLastSeenAt: 50,
    ...overrides,
  });
  it('is seen when the viewer sent the last item or saw it after the last activity', () => {
    expect(isThreadSeen(thread({}))).toBe(false);
    expect(isThreadSeen(thread({ lastPermanentItemUserId: '1' }))).toBe(true);
    expect(isThreadSeen(thread({ viewerLastSeenAt: 100 }))).toBe(true);
    expect(isThreadSeen(thread({ viewerLastSeenAt: null }))).toBe(false);
  });
  it('counts unseen threads among the 20 most recent non-pending ones', () => {
    const threads = [thread({ pending: true }), ...Array.from({ length: 25 }, () => thread({}))];
    expect(inboxBadgeCount(threads)).toBe(20);
    expect(inboxBadgeCount([thread({}), thread({ viewerLastSeenAt: 200 })])).toBe(1);
  });
});

describe('orientationToTransform', () => {
  it('maps 1..8 to rotation and mirroring', () => {
    const table = [1, 2, 3, 4, 5, 6, 7, 8].map((o) => orientationToTransform(o));
    expect(table).toEqual([
      { rotation: 0, mirrored: false },
      { rotation: 0, mirrored: true },
      { rotation: 180, mirrored: false },
      { rotation: 180, mirrored: true },
      { rotation: 90, mirrored: true },
      { rotation: 90, mirrored: false },
      { rotation: 270, mirrored: true },
      { rotation: 270, mirrored: false },
    ]);
  });
  it('treats missing or unknown values as upright', () => {
    expect(orientationToTransform(undefined)).toEqual({ rotation: 0, mirrored: false });
    expect(orientationToTransform(9)).toEqual({ rotation: 0, mirrored: false });
  });
});

describe('previewDataUrl', () => {
  it('turns valid preview data into a data URL of the right type', async () => {
    const { previewDataUrl } = await import('./preview-image.js');
    const webp = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
    const data = toBase64([0, 20, 30, ...webp]);
    expect(previewDataUrl(data)).toBe(`data:image/webp;base64,${toBase64(webp)}`);
    expect(previewDataUrl(toBase64([0, 20, 30, 1, 2, 3]))).toBeNull();
    expect(previewDataUrl(toBase64([0, 50, 30, ...webp]))).toBeNull();
  });
});

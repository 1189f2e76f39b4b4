import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PreviewCanvas } from './PreviewCanvas';

const toBase64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
// Marker 0, a 30 x 20 preview, then a JPEG signature.
const PREVIEW = toBase64([0, 30, 20, 0xff, 0xd8, 0xff, 0xe0]);

let resize: (width: number, height: number) => void = () => undefined;
const drawImage = vi.fn();
const context = { drawImage, filter: 'none' };

class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {
    resize = (width, height) =>
      this.callback([{ contentRect: { width, height } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  observe() {}
  disconnect() {}
}

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    queueMicrotask(() => this.onload?.());
  }
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  drawImage.mockClear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('Image', FakeImage);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 200,
    height: 100,
  } as DOMRect);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PreviewCanvas', () => {
  it('draws the preview blurred on a canvas smaller by the scale divisor', async () => {
    render(<PreviewCanvas data={PREVIEW} />);
    await settle();
    const canvas = screen.getByTestId('media-preview') as HTMLCanvasElement;
    // 200 x 100: radius max(10, 11.25) = 11.25, divisor max(1.5, 2.25) = 2.25, blur 5 px.
    expect(canvas.width).toBe(Math.ceil(200 / 2.25));
    expect(canvas.height).toBe(Math.ceil(100 / 2.25));
    expect(context.filter).toBe('blur(5px)');
    expect(drawImage).toHaveBeenCalledTimes(1);
  });

  it('draws again only when the box grows past 1.5 times the drawn size', async () => {
    render(<PreviewCanvas data={PREVIEW} />);
    await settle();
    act(() => resize(300, 150));
    await settle();
    expect(drawImage).toHaveBeenCalledTimes(1);
    act(() => resize(301, 150));
    await settle();
    expect(drawImage).toHaveBeenCalledTimes(2);
    // The next threshold is relative to the new drawing (301 x 150).
    act(() => resize(450, 200));
    await settle();
    expect(drawImage).toHaveBeenCalledTimes(2);
  });

  it('ignores empty, malformed or oversized preview data', () => {
    for (const data of [null, '', 'AA', '%%%%', toBase64([1, 30, 20, 0xff, 0xd8]), toBase64([0, 43, 20, 0xff, 0xd8])]) {
      const { unmount } = render(<PreviewCanvas data={data} />);
      expect(screen.queryByTestId('media-preview')).toBeNull();
      unmount();
    }
  });

  it('fails silently when the canvas cannot draw', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    render(<PreviewCanvas data={PREVIEW} />);
    await settle();
    expect(screen.getByTestId('media-preview')).toBeTruthy();
    expect(drawImage).not.toHaveBeenCalled();
  });
});

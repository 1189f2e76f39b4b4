import { useEffect, useRef } from 'react';
import { previewDataUrl } from 'shared-contracts';
import { drawPreview } from './draw-preview';
import { needsPreviewRedraw, planPreview, type PreviewPlan } from './preview-placeholder';

/**
 * The blurred placeholder of a photo, drawn on a canvas from the preview data (ignored when empty
 * or malformed) and drawn again when the box grows past 1.5 times the drawn size
 * (docs/behaviour/feed.md#how-a-post-is-displayed).
 */
export function PreviewCanvas({ data }: { data: string | null }) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const dataUrl = previewDataUrl(data);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !dataUrl) return undefined;
    let plan: PreviewPlan | null = null;
    let cancelled = false;
    const redraw = (width: number, height: number): void => {
      if (cancelled || !needsPreviewRedraw(plan, width, height)) return;
      const next = planPreview(width, height);
      if (!next) return;
      plan = next;
      drawPreview(canvas, dataUrl, next).catch(() => {
        // A preview that cannot be drawn is no error to show: the grey box remains.
      });
    };
    const box = canvas.getBoundingClientRect();
    redraw(box.width, box.height);
    if (typeof ResizeObserver === 'undefined') return () => void (cancelled = true);
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (rect) redraw(rect.width, rect.height);
    });
    observer.observe(canvas);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [dataUrl]);

  if (!dataUrl) return null;
  return <canvas ref={canvasRef} className="lm-cover" aria-hidden="true" data-testid="media-preview" />;
}

import { previewBlurRadius, previewScaleDivisor, shouldRegeneratePreview } from 'shared-contracts';

/** How a blurred placeholder is drawn for a rendered size. */
export interface PreviewPlan {
  /** The rendered size this drawing was made for. */
  forWidth: number;
  forHeight: number;
  /** The canvas's own pixels: the rendered size over the scale divisor (CSS stretches it back). */
  canvasWidth: number;
  canvasHeight: number;
  /** Blur applied on the small canvas, so it equals the placeholder's radius once stretched. */
  blurPx: number;
}

/**
 * Plans a placeholder for a rendered size (docs/behaviour/feed.md#how-a-post-is-displayed): blur
 * radius the larger of 10 and 7.5% of the mean side; the canvas is drawn smaller by the scale
 * divisor (the larger of 1.5 and 20% of the radius) and blurred by radius / divisor, which costs
 * far less than blurring at full size.
 */
export function planPreview(renderedWidth: number, renderedHeight: number): PreviewPlan | null {
  if (!(renderedWidth > 0) || !(renderedHeight > 0)) return null;
  const radius = previewBlurRadius(renderedWidth, renderedHeight);
  const divisor = previewScaleDivisor(radius);
  return {
    forWidth: renderedWidth,
    forHeight: renderedHeight,
    canvasWidth: Math.max(1, Math.ceil(renderedWidth / divisor)),
    canvasHeight: Math.max(1, Math.ceil(renderedHeight / divisor)),
    blurPx: radius / divisor,
  };
}

/** Whether a placeholder drawn by `plan` must be drawn again for the new rendered size. */
export function needsPreviewRedraw(plan: PreviewPlan | null, renderedWidth: number, renderedHeight: number): boolean {
  if (!(renderedWidth > 0) || !(renderedHeight > 0)) return false;
  if (!plan) return true;
  return shouldRegeneratePreview(
    { width: plan.forWidth, height: plan.forHeight },
    { width: renderedWidth, height: renderedHeight },
  );
}

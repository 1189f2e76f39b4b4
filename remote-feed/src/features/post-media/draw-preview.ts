import type { PreviewPlan } from './preview-placeholder';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('preview image failed to decode'));
    image.src = src;
  });
}

/**
 * Draws the preview's tiny image onto a canvas by a plan: stretched over the canvas, blurred,
 * with a margin of the blur radius so the edges do not fade. Rejects with 'failed to get
 * context' when the canvas cannot draw; callers ignore failures (the box stays grey).
 */
export async function drawPreview(canvas: HTMLCanvasElement, dataUrl: string, plan: PreviewPlan): Promise<void> {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('failed to get context');
  const image = await loadImage(dataUrl);
  canvas.width = plan.canvasWidth;
  canvas.height = plan.canvasHeight;
  const margin = Math.ceil(plan.blurPx * 2);
  if ('filter' in context) {
    context.filter = `blur(${plan.blurPx}px)`;
  } else {
    // Canvas filters are missing in some browsers: the element is blurred by CSS instead.
    canvas.style.filter = `blur(${plan.blurPx}px)`;
  }
  context.drawImage(image, -margin, -margin, plan.canvasWidth + 2 * margin, plan.canvasHeight + 2 * margin);
}

/** The filters of the style step; each is a CSS filter so the preview and the canvas agree. */
export const FILTERS = {
  normal: '',
  clarendon: 'contrast(1.2) saturate(1.35)',
  gingham: 'brightness(1.05) hue-rotate(-10deg) saturate(0.9)',
  moon: 'grayscale(1) contrast(1.1) brightness(1.1)',
  lark: 'contrast(0.9) saturate(1.15) brightness(1.08)',
  reyes: 'sepia(0.22) brightness(1.1) contrast(0.85) saturate(0.75)',
  juno: 'saturate(1.4) contrast(1.1) sepia(0.08)',
} as const;

export type FilterId = keyof typeof FILTERS;

export const FILTER_IDS = Object.keys(FILTERS) as FilterId[];

/** The basic adjustments, each from -100 to 100 (0: unchanged). */
export interface Adjustments {
  brightness: number;
  contrast: number;
  saturation: number;
}

export const ADJUSTMENT_IDS: readonly (keyof Adjustments)[] = ['brightness', 'contrast', 'saturation'];

export const NO_ADJUSTMENTS: Adjustments = { brightness: 0, contrast: 0, saturation: 0 };

function factor(value: number, reach: number): number {
  const clamped = Math.min(100, Math.max(-100, value));
  return Math.round((1 + (clamped / 100) * reach) * 1000) / 1000;
}

/** The CSS filter for a filter plus adjustments ('none' when nothing changes the pixels). */
export function cssFilter(filter: FilterId, adjustments: Adjustments): string {
  const parts: string[] = [];
  if (FILTERS[filter]) parts.push(FILTERS[filter]);
  if (adjustments.brightness) parts.push(`brightness(${factor(adjustments.brightness, 0.5)})`);
  if (adjustments.contrast) parts.push(`contrast(${factor(adjustments.contrast, 0.5)})`);
  if (adjustments.saturation) parts.push(`saturate(${factor(adjustments.saturation, 1)})`);
  return parts.length === 0 ? 'none' : parts.join(' ');
}

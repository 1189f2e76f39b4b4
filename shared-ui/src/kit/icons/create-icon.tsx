import { useId, type ReactNode, type SVGProps } from 'react';

/** Props every icon takes: its size in px (24 by default) and any SVG attribute. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
  /**
   * Leave unset for decoration (the control around the icon carries the accessible name). When
   * set, the icon stands alone as an image with this name.
   */
  label?: string;
}

/** How an icon is drawn: the shapes for its variant; `uid` makes ids unique per instance. */
export type IconDrawing<V> = (variant: V, uid: string) => ReactNode;

/** Options of an icon: its viewBox (default 0 0 24 24) and the props that pick its variant. */
export interface IconOptions<V> {
  viewBox?: string;
  variantProps?: ReadonlyArray<keyof V & string>;
}

/**
 * Makes an icon component: every icon of the product comes from here, so all share sizing,
 * `currentColor`, and the decoration-or-image accessibility rule.
 */
export function createIcon<V extends object = Record<never, never>>(
  name: string,
  draw: IconDrawing<V>,
  { viewBox = '0 0 24 24', variantProps = [] }: IconOptions<V> = {},
) {
  function Icon({ size = 24, label, ...props }: IconProps & V) {
    const uid = useId();
    const svgProps: Record<string, unknown> = { ...props };
    const variant: Record<string, unknown> = {};
    for (const key of variantProps) {
      variant[key] = svgProps[key];
      delete svgProps[key];
    }
    const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false };
    return (
      <svg width={size} height={size} viewBox={viewBox} {...a11y} {...svgProps}>
        {label ? <title>{label}</title> : null}
        {draw(variant as V, uid)}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

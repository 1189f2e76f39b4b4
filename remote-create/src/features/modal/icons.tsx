import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** The select step's illustration: a photo frame with a mountain and sun. */
export function PhotoIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 96 77"
      width="96"
      height="77"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect x="14" y="2" width="80" height="60" rx="8" />
      <path d="M6 16.5a6 6 0 0 0-4 5.6V69a6 6 0 0 0 6 6h66a6 6 0 0 0 5.6-4" strokeLinecap="round" />
      <circle cx="36" cy="21" r="7" />
      <path d="M14 52l20-18 14 12 14-16 32 26" strokeLinejoin="round" />
    </svg>
  );
}

/** A left arrow (back). */
export function BackIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M21 12H3.5M10.5 4.5 3 12l7.5 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A cross (close). */
export function CloseIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M20 4 4 20M4 4l16 16" strokeLinecap="round" />
    </svg>
  );
}

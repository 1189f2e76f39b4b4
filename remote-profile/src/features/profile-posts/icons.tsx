import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = { 'aria-hidden': true, focusable: false, viewBox: '0 0 24 24' } as const;

/** Filled heart (like count on a thumbnail). */
export function HeartIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path
        fill="currentColor"
        d="M12 21.35 10.55 20.03C5.4 15.36 2 12.27 2 8.5 2 5.41 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.08C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.41 22 8.5c0 3.77-3.4 6.86-8.55 11.54L12 21.35Z"
      />
    </svg>
  );
}

/** Filled speech bubble (comment count on a thumbnail). */
export function CommentIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path fill="currentColor" d="M20.66 17.02A10 10 0 1 0 17 20.67L22 22l-1.34-4.98Z" />
    </svg>
  );
}

/** Stacked squares: a carousel post. */
export function CarouselIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path fill="currentColor" d="M8 2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z" />
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M18 21H5a2 2 0 0 1-2-2V6" />
    </svg>
  );
}

/** Play triangle: a video post. */
export function VideoIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path fill="currentColor" d="M7 4.5v15a1 1 0 0 0 1.52.85l12.2-7.5a1 1 0 0 0 0-1.7L8.52 3.65A1 1 0 0 0 7 4.5Z" />
    </svg>
  );
}

/** Grid of squares: the posts tab. */
export function GridIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M3 3h18v18H3zM9.02 3v18M14.98 3v18M3 9.02h18M3 14.98h18"
      />
    </svg>
  );
}

/** Padlock in a ring: a private account. */
export function LockIcon(props: IconProps) {
  return (
    <svg {...base} viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M16 22h16v12H16zM19 22v-4a5 5 0 0 1 10 0v4"
      />
    </svg>
  );
}

/** Camera in a ring: no posts yet. */
export function CameraIcon(props: IconProps) {
  return (
    <svg {...base} viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M14 18h5l2-3h6l2 3h5v14H14z" />
      <circle cx="24" cy="25" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

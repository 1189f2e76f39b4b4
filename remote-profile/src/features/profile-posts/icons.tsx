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

/** A clapperboard: the reels tab. */
export function ReelsIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M3 5h18v14H3zM3 9h18M8 5l3 4M14 5l3 4M10 12.5v4l3.5-2z"
      />
    </svg>
  );
}

/** A bookmark: the saved tab and collections. */
export function BookmarkIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M20 21 12 13.44 4 21V3h16z" />
    </svg>
  );
}

/** A person in a frame: the tagged tab. */
export function TaggedIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M10.2 3H3v18h18v-7.2M3 17.5l4.5-4 4 3.5M14 3h7v7M21 3l-7 7"
      />
      <circle cx="8.5" cy="8.5" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Three dots: an options menu. */
export function MoreIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="5" cy="12" r="1.75" fill="currentColor" />
      <circle cx="12" cy="12" r="1.75" fill="currentColor" />
      <circle cx="19" cy="12" r="1.75" fill="currentColor" />
    </svg>
  );
}

/** A QR code glyph. */
export function QrIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3zM18 14h3M14 18v3"
      />
    </svg>
  );
}

/** A cross: remove or close. */
export function CloseIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

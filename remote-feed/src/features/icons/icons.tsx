import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

// Icons are decoration: the button or link around them carries the accessible name.
const base = ({ size = 24, ...props }: IconProps) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  'aria-hidden': true as const,
  focusable: false as const,
  ...props,
});

const HEART =
  'M16.792 3.904A4.989 4.989 0 0 1 21.5 9.122c0 3.072-2.652 4.959-5.197 7.222-2.512 2.243-3.865 3.469-4.303 3.752-.477-.309-2.143-1.823-4.303-3.752C5.141 14.072 2.5 12.167 2.5 9.122a4.989 4.989 0 0 1 4.708-5.218 4.21 4.21 0 0 1 3.675 1.941c.84 1.175.98 1.763 1.12 1.763s.278-.588 1.11-1.766a4.17 4.17 0 0 1 3.679-1.938Z';

/** A heart: outlined, or filled red when liked. */
export function HeartIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg {...base(props)}>
      <path
        d={HEART}
        fill={filled ? 'var(--lm-color-like)' : 'none'}
        stroke={filled ? 'var(--lm-color-like)' : 'currentColor'}
        strokeWidth="2"
      />
    </svg>
  );
}

/** A speech bubble (comments). */
export function CommentIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path
        d="M20.656 17.008a9.993 9.993 0 1 0-3.59 3.615L22 22Z"
        fill="none"
        stroke="currentColor"
        strokeLinejoin="round"
        strokeWidth="2"
      />
    </svg>
  );
}

/** A bookmark: outlined, or filled when saved. */
export function BookmarkIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg {...base(props)}>
      <path
        d="M20 21 12 13.44 4 21V3h16v18Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeLinejoin="round"
        strokeWidth="2"
      />
    </svg>
  );
}

/** Three dots (more options). */
export function MoreIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="6" cy="12" r="1.5" fill="currentColor" />
      <circle cx="18" cy="12" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** A chevron pointing left or right. */
export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <svg {...base(props)}>
      <path
        d={direction === 'left' ? 'M15 5 8 12l7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="2.5"
      />
    </svg>
  );
}

/** A person silhouette (tagged people). */
export function PersonIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path
        d="M12 12a4.5 4.5 0 1 0-4.5-4.5A4.5 4.5 0 0 0 12 12Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Play (a triangle) or pause (two bars). */
export function PlayPauseIcon({ playing, ...props }: IconProps & { playing: boolean }) {
  return (
    <svg {...base(props)}>
      {playing ? (
        <path d="M7 4h3.5v16H7zM13.5 4H17v16h-3.5z" fill="currentColor" />
      ) : (
        <path d="M7 4.5v15l12.5-7.5Z" fill="currentColor" />
      )}
    </svg>
  );
}

/** A speaker, struck through when muted. */
export function SpeakerIcon({ muted, ...props }: IconProps & { muted: boolean }) {
  return (
    <svg {...base(props)}>
      <path d="M3 9.5h4L12 5v14l-5-4.5H3Z" fill="currentColor" />
      {muted ? (
        <path d="m15.5 9.5 5 5m0-5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

/** An eye struck through (sensitive content). */
export function EyeOffIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A newspaper struck through (false information). */
export function NewsOffIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path
        d="M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M7.5 9h6M7.5 12.5h6M7.5 16h4M3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A cross (close, dismiss). */
export function CloseIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A check in a circle (all caught up). */
export function CheckCircleIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="url(#lm-feed-ring)" strokeWidth="1.5" />
      <defs>
        <linearGradient id="lm-feed-ring" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#f9ce34" />
          <stop offset="0.55" stopColor="#ee2a7b" />
          <stop offset="1" stopColor="#6228d7" />
        </linearGradient>
      </defs>
      <path
        d="m7.5 12.5 3 3 6-6.5"
        fill="none"
        stroke="url(#lm-feed-ring)"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A plus (new collection). */
export function PlusIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path d="M12 4v16M4 12h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { active?: boolean };

const base = (props: IconProps) => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true as const,
  focusable: false as const,
  ...props,
  active: undefined,
});

/** Home: a house, filled when active. */
export function HomeIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path
        d="M9.005 16.545a2.997 2.997 0 0 1 2.997-2.997A2.997 2.997 0 0 1 15 16.545V22h7V11.543L12 2 2 11.543V22h7.005Z"
        fill={props.active ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeLinejoin="round"
        strokeWidth="2"
      />
    </svg>
  );
}

/** Search: a magnifier. */
export function SearchIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path
        d="M19 10.5A8.5 8.5 0 1 1 10.5 2a8.5 8.5 0 0 1 8.5 8.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth={props.active ? 3 : 2}
      />
      <path
        d="M16.511 16.511 22 22"
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeWidth={props.active ? 3 : 2}
      />
    </svg>
  );
}

/** Messages: a paper plane. */
export function MessagesIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path
        d="M22 3 9.218 10.083M11.698 20.334 22 3.001H2l7.218 7.083 2.48 10.25Z"
        fill={props.active ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeLinejoin="round"
        strokeWidth="2"
      />
    </svg>
  );
}

/** Create: a plus in a rounded square. */
export function CreateIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <rect x="2" y="2" width="20" height="20" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M6.545 12h10.91M12 6.545v10.91" stroke="currentColor" strokeLinecap="round" strokeWidth="2" />
    </svg>
  );
}

/** The wordmark's glyph: a lens. */
export function LogoGlyph(props: IconProps) {
  return (
    <svg {...base(props)}>
      <rect x="2" y="2" width="20" height="20" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

/** Log out: a door with an arrow. */
export function LogoutIcon(props: IconProps) {
  return (
    <svg {...base(props)}>
      <path
        d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

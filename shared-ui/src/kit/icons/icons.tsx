import { createIcon } from './create-icon.js';

// The one icon set. Outline icons are 2px strokes in currentColor on a 24px grid; an icon that has
// a filled or active form takes it as a prop, so each shape exists once.

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** An id for a gradient or mask of one icon instance, from `prefix` and the instance's `uid`. */
function instanceId(prefix: string, uid: string): string {
  return `${prefix}-${uid.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

const HEART =
  'M16.792 3.904A4.989 4.989 0 0 1 21.5 9.122c0 3.072-2.652 4.959-5.197 7.222-2.512 2.243-3.865 3.469-4.303 3.752-.477-.309-2.143-1.823-4.303-3.752C5.141 14.072 2.5 12.167 2.5 9.122a4.989 4.989 0 0 1 4.708-5.218 4.21 4.21 0 0 1 3.675 1.941c.84 1.175.98 1.763 1.12 1.763s.278-.588 1.11-1.766a4.17 4.17 0 0 1 3.679-1.938Z';

/** The heart (likes): outlined, or filled with the current colour. */
export const HeartIcon = createIcon<{ filled?: boolean }>(
  'HeartIcon',
  ({ filled }) => <path d={HEART} {...stroke} fill={filled ? 'currentColor' : 'none'} />,
  { variantProps: ['filled'] },
);

/** The heart as the Notifications entry of the navigation: filled while its panel or page is open. */
export const ActivityIcon = createIcon<{ active?: boolean }>(
  'ActivityIcon',
  ({ active }) => <path d={HEART} {...stroke} fill={active ? 'currentColor' : 'none'} />,
  { variantProps: ['active'] },
);

/** A speech bubble (comments): outlined, or filled. */
export const CommentIcon = createIcon<{ filled?: boolean }>(
  'CommentIcon',
  ({ filled }) => (
    <path d="M20.656 17.008a9.993 9.993 0 1 0-3.59 3.615L22 22Z" {...stroke} fill={filled ? 'currentColor' : 'none'} />
  ),
  { variantProps: ['filled'] },
);

/** A bookmark (saves, collections): outlined, or filled. */
export const BookmarkIcon = createIcon<{ filled?: boolean }>(
  'BookmarkIcon',
  ({ filled }) => <path d="M20 21 12 13.44 4 21V3h16v18Z" {...stroke} fill={filled ? 'currentColor' : 'none'} />,
  { variantProps: ['filled'] },
);

/** Three dots (more options). */
export const MoreIcon = createIcon('MoreIcon', () => (
  <>
    <circle cx="6" cy="12" r="1.5" fill="currentColor" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    <circle cx="18" cy="12" r="1.5" fill="currentColor" />
  </>
));

const CHEVRONS = { left: 'M15 5 8 12l7 7', right: 'M9 5l7 7-7 7', up: 'M5 15l7-7 7 7', down: 'm6 9 6 6 6-6' };

/** A chevron pointing left, right, up or down. */
export const ChevronIcon = createIcon<{ direction: keyof typeof CHEVRONS }>(
  'ChevronIcon',
  ({ direction }) => <path d={CHEVRONS[direction]} {...stroke} strokeWidth={2.5} />,
  { variantProps: ['direction'] },
);

/** An arrow pointing left (back). */
export const BackIcon = createIcon('BackIcon', () => <path d="M21 12H3.5M10.5 4.5 3 12l7.5 7.5" {...stroke} />);

/** A cross (close, dismiss, remove). */
export const CloseIcon = createIcon('CloseIcon', () => <path d="M6 6l12 12M18 6 6 18" {...stroke} />);

/** A plus (add, new). */
export const PlusIcon = createIcon('PlusIcon', () => <path d="M12 4v16M4 12h16" {...stroke} />);

/** A person silhouette (tagged people). */
export const PersonIcon = createIcon('PersonIcon', () => (
  <path
    d="M12 12a4.5 4.5 0 1 0-4.5-4.5A4.5 4.5 0 0 0 12 12Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z"
    fill="currentColor"
  />
));

/** A play triangle (a video; start playback). */
export const PlayIcon = createIcon('PlayIcon', () => (
  <path d="M7 4.5v15a1 1 0 0 0 1.52.85l12.2-7.5a1 1 0 0 0 0-1.7L8.52 3.65A1 1 0 0 0 7 4.5Z" fill="currentColor" />
));

/** Two bars (pause playback). */
export const PauseIcon = createIcon('PauseIcon', () => (
  <path d="M7 4h3.5v16H7zM13.5 4H17v16h-3.5z" fill="currentColor" />
));

/** A speaker, struck through when muted. */
export const SpeakerIcon = createIcon<{ muted?: boolean }>(
  'SpeakerIcon',
  ({ muted }) => (
    <>
      <path d="M3 9.5h4L12 5v14l-5-4.5H3Z" fill="currentColor" />
      {muted ? (
        <path d="m15.5 9.5 5 5m0-5-5 5" {...stroke} />
      ) : (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" {...stroke} />
      )}
    </>
  ),
  { variantProps: ['muted'] },
);

/** An eye struck through (sensitive content). */
export const EyeOffIcon = createIcon('EyeOffIcon', () => (
  <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 3l18 18" {...stroke} />
));

/** A newspaper struck through (false information). */
export const NewsOffIcon = createIcon('NewsOffIcon', () => (
  <path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M7.5 9h6M7.5 12.5h6M7.5 16h4M3 3l18 18" {...stroke} />
));

/** A check in a ring in the story gradient (all caught up). */
export const CheckCircleIcon = createIcon('CheckCircleIcon', (_variant, uid) => {
  const gradient = instanceId('lm-check', uid);
  return (
    <>
      <defs>
        <linearGradient id={gradient} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#f9ce34" />
          <stop offset="0.55" stopColor="#ee2a7b" />
          <stop offset="1" stopColor="#6228d7" />
        </linearGradient>
      </defs>
      <circle cx="12" cy="12" r="10" fill="none" stroke={`url(#${gradient})`} strokeWidth="1.5" />
      <path d="m7.5 12.5 3 3 6-6.5" {...stroke} stroke={`url(#${gradient})`} strokeWidth="1.5" />
    </>
  );
});

/** Stacked squares (a carousel post). */
export const CarouselIcon = createIcon('CarouselIcon', () => (
  <>
    <path fill="currentColor" d="M8 2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z" />
    <path {...stroke} d="M18 21H5a2 2 0 0 1-2-2V6" />
  </>
));

/** A grid of squares (the posts tab). */
export const GridIcon = createIcon('GridIcon', () => (
  <path {...stroke} d="M3 3h18v18H3zM9.02 3v18M14.98 3v18M3 9.02h18M3 14.98h18" />
));

const REELS_FRAME = 'M3 5h18v14H3z';
const REELS_PLAY = 'M10 12.5v4l3.5-2z';

/**
 * A clapperboard (reels), filled when it is the current page: the board in the current colour with
 * its band line, slits and play mark cut out (a mask, so the page shows through on any background).
 */
export const ReelsIcon = createIcon<{ active?: boolean }>(
  'ReelsIcon',
  ({ active }, uid) => {
    if (!active) return <path {...stroke} d={`${REELS_FRAME}M3 9h18M8 5l3 4M14 5l3 4${REELS_PLAY}`} />;
    const mask = instanceId('lm-reels', uid);
    return (
      <>
        <defs>
          <mask id={mask} maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24">
            <rect width="24" height="24" fill="white" />
            {/* The band line stops inside the frame's sides; the slits cut the band through its top. */}
            <path d="M4 9h16M6.5 3 11 9M12.5 3 17 9" fill="none" stroke="black" strokeWidth={2} />
            <path d={REELS_PLAY} fill="black" stroke="black" strokeWidth={1} strokeLinejoin="round" />
          </mask>
        </defs>
        <path {...stroke} d={REELS_FRAME} fill="currentColor" mask={`url(#${mask})`} />
      </>
    );
  },
  { variantProps: ['active'] },
);

/** A person in a frame (the tagged tab). */
export const TaggedIcon = createIcon('TaggedIcon', () => (
  <>
    <path {...stroke} d="M10.2 3H3v18h18v-7.2M3 17.5l4.5-4 4 3.5M14 3h7v7M21 3l-7 7" />
    <circle cx="8.5" cy="8.5" r="2" {...stroke} />
  </>
));

/** A QR code glyph. */
export const QrIcon = createIcon('QrIcon', () => (
  <path {...stroke} d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3zM18 14h3M14 18v3" />
));

/** A padlock in a ring (a private account). */
export const LockIcon = createIcon(
  'LockIcon',
  () => (
    <>
      <circle cx="24" cy="24" r="22.5" {...stroke} />
      <path {...stroke} d="M16 22h16v12H16zM19 22v-4a5 5 0 0 1 10 0v4" />
    </>
  ),
  { viewBox: '0 0 48 48' },
);

/** A camera in a ring (no posts yet). */
export const CameraIcon = createIcon(
  'CameraIcon',
  () => (
    <>
      <circle cx="24" cy="24" r="22.5" {...stroke} />
      <path {...stroke} d="M14 18h5l2-3h6l2 3h5v14H14z" />
      <circle cx="24" cy="25" r="4.5" {...stroke} />
    </>
  ),
  { viewBox: '0 0 48 48' },
);

/** A house (home), filled when it is the current page. */
export const HomeIcon = createIcon<{ active?: boolean }>(
  'HomeIcon',
  ({ active }) => (
    <path
      d="M9.005 16.545a2.997 2.997 0 0 1 2.997-2.997A2.997 2.997 0 0 1 15 16.545V22h7V11.543L12 2 2 11.543V22h7.005Z"
      {...stroke}
      fill={active ? 'currentColor' : 'none'}
    />
  ),
  { variantProps: ['active'] },
);

/** A magnifier (search), bolder when it is the current page. */
export const SearchIcon = createIcon<{ active?: boolean }>(
  'SearchIcon',
  ({ active }) => (
    <path
      d="M19 10.5A8.5 8.5 0 1 1 10.5 2a8.5 8.5 0 0 1 8.5 8.5ZM16.511 16.511 22 22"
      {...stroke}
      strokeWidth={active ? 3 : 2}
    />
  ),
  { variantProps: ['active'] },
);

/** A compass (explore), bolder when it is the current page. */
export const CompassIcon = createIcon<{ active?: boolean }>(
  'CompassIcon',
  ({ active }) => (
    <>
      <circle cx="12" cy="12" r="9.5" {...stroke} strokeWidth={active ? 3 : 2} />
      <path d="m15.5 8.5-2 5-5 2 2-5Z" {...stroke} strokeWidth={active ? 3 : 2} />
    </>
  ),
  { variantProps: ['active'] },
);

/** A map pin (a post's place, a location page). */
export const PinIcon = createIcon('PinIcon', () => (
  <path d="M12 21.5s-7-6.2-7-11.5a7 7 0 0 1 14 0c0 5.3-7 11.5-7 11.5Zm0-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" {...stroke} />
));

/** A paper plane (messages, share), filled when it is the current page. */
export const MessagesIcon = createIcon<{ active?: boolean }>(
  'MessagesIcon',
  ({ active }) => (
    <path
      d="M22 3 9.218 10.083M11.698 20.334 22 3.001H2l7.218 7.083 2.48 10.25Z"
      {...stroke}
      fill={active ? 'currentColor' : 'none'}
    />
  ),
  { variantProps: ['active'] },
);

/** A paper plane on its side (send a message). */
export const SendIcon = createIcon('SendIcon', () => <path d="M22 3 9.2 10.1M22 3l-7 19-3.8-8.9L2 9.4z" {...stroke} />);

/** An i in a ring (details). */
export const InfoIcon = createIcon('InfoIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" {...stroke} />
    <path d="M12 11v6M12 7.5v.01" {...stroke} />
  </>
));

/** A smiling face (reactions). */
export const EmojiIcon = createIcon('EmojiIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" {...stroke} />
    <path d="M8 14.5s1.5 2 4 2 4-2 4-2M9 9.5v.01M15 9.5v.01" {...stroke} />
  </>
));

/**
 * A plus in a rounded square (create). Drawn the same when current; it takes `active` as every
 * navigation icon does, so the prop never reaches the <svg> as an attribute.
 */
export const CreateIcon = createIcon<{ active?: boolean }>(
  'CreateIcon',
  () => (
    <>
      <rect x="2" y="2" width="20" height="20" rx="6" {...stroke} />
      <path d="M6.545 12h10.91M12 6.545v10.91" {...stroke} />
    </>
  ),
  { variantProps: ['active'] },
);

/** The wordmark's glyph: a lens. */
export const LogoIcon = createIcon('LogoIcon', () => (
  <>
    <rect x="2" y="2" width="20" height="20" rx="6" {...stroke} />
    <circle cx="12" cy="12" r="4.5" {...stroke} />
    <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
  </>
));

/** A cog (settings: the account's own pages): a ring with eight teeth round a hub. */
export const SettingsIcon = createIcon('SettingsIcon', () => (
  <g {...stroke}>
    <circle cx="12" cy="12" r="2.75" />
    <circle cx="12" cy="12" r="6.5" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.28 5.28l2.12 2.12M16.6 16.6l2.12 2.12M5.28 18.72l2.12-2.12M16.6 7.4l2.12-2.12" />
  </g>
));

/** Three lines (the More menu). */
export const MenuIcon = createIcon('MenuIcon', () => <path d="M3 5h18M3 12h18M3 19h18" {...stroke} />);

/** An at sign drawn as one loop (the Threads sister app); takes `active` as navigation icons do (never current). */
export const ThreadsIcon = createIcon<{ active?: boolean }>(
  'ThreadsIcon',
  () => <path d="M16 12a4 4 0 1 1-1.2-2.85M16 8v5.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1" {...stroke} />,
  { variantProps: ['active'] },
);

/** A photo frame with a mountain and a sun (choose a photo). */
export const PhotoIcon = createIcon(
  'PhotoIcon',
  () => (
    <g {...stroke} strokeWidth={2.5}>
      <rect x="14" y="2" width="80" height="60" rx="8" />
      <path d="M6 16.5a6 6 0 0 0-4 5.6V69a6 6 0 0 0 6 6h66a6 6 0 0 0 5.6-4" />
      <circle cx="36" cy="21" r="7" />
      <path d="M14 52l20-18 14 12 14-16 32 26" />
    </g>
  ),
  { viewBox: '0 0 96 77' },
);

/** An exclamation mark in a ring (something failed). */
export const AlertIcon = createIcon('AlertIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" {...stroke} strokeWidth={1.5} />
    <path d="M12 7v6" {...stroke} strokeWidth={1.5} />
    <circle cx="12" cy="16.5" r="1" fill="currentColor" />
  </>
));

/** A globe (language). */
export const GlobeIcon = createIcon('GlobeIcon', () => (
  <>
    <circle cx="12" cy="12" r="9" {...stroke} strokeWidth={1.5} />
    <path
      d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z"
      {...stroke}
      strokeWidth={1.5}
    />
  </>
));

/** Two chain links (a link in a bio). */
export const LinkIcon = createIcon('LinkIcon', () => (
  <path
    {...stroke}
    strokeWidth={2.5}
    d="M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5"
  />
));

/** A filled disc with a cross (clear a field). */
export const ClearIcon = createIcon('ClearIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="m8.5 8.5 7 7m0-7-7 7" {...stroke} stroke="var(--lm-color-bg)" />
  </>
));

/** The blue verified badge; give it a `label` ("Verified"), it stands alone as an image. */
export const VerifiedIcon = createIcon(
  'VerifiedIcon',
  () => (
    <path
      fill="#0095f6"
      fillRule="evenodd"
      d="M19.998 3.094 14.638 0l-2.972 5.15H5.432v6.354L0 14.64 3.094 20 0 25.359l5.432 3.137v5.905h5.975L14.638 40l5.36-3.094L25.358 40l3.232-5.6h6.162v-6.01L40 25.359 36.905 20 40 14.641l-5.248-3.03v-6.46h-6.419L25.358 0l-5.36 3.094Zm7.415 11.225 2.254 2.287-11.43 11.5-6.835-6.93 2.244-2.258 4.587 4.581 9.18-9.18Z"
    />
  ),
  { viewBox: '0 0 40 40' },
);

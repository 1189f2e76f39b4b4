import { createIcon } from 'shared-contracts/ui';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The thread header's details button: an i in a circle. */
export const InfoIcon = createIcon('InfoIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" {...stroke} />
    <path d="M12 11v6M12 7.5v.01" {...stroke} />
  </>
));

/** The composer's send button: a paper plane. */
export const SendIcon = createIcon('SendIcon', () => <path d="M22 3 9.2 10.1M22 3l-7 19-3.8-8.9L2 9.4z" {...stroke} />);

/** The reaction picker's button: a smiling face. */
export const EmojiIcon = createIcon('EmojiIcon', () => (
  <>
    <circle cx="12" cy="12" r="10" {...stroke} />
    <path d="M8 14.5s1.5 2 4 2 4-2 4-2M9 9.5v.01M15 9.5v.01" {...stroke} />
  </>
));

/** A reply: an arrow turning back. */
export const ReplyIcon = createIcon('ReplyIcon', () => (
  <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" {...stroke} />
));

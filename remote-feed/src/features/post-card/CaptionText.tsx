import { Fragment } from 'react';
import { Link } from 'react-router';
import { profilePath } from 'shared-contracts';
import * as styles from './PostCard.module.css';

/** Splits caption text into plain runs, #hashtags and @mentions. */
export function tokenizeCaption(text: string): Array<{ kind: 'text' | 'hashtag' | 'mention'; value: string }> {
  const tokens: Array<{ kind: 'text' | 'hashtag' | 'mention'; value: string }> = [];
  const pattern = /([#][\p{L}\p{N}_]+|@[A-Za-z0-9._]*[A-Za-z0-9_])/gu;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: 'text', value: text.slice(last, index) });
    const value = match[0];
    tokens.push({ kind: value.startsWith('#') ? 'hashtag' : 'mention', value: value.slice(1) });
    last = index + value.length;
  }
  if (last < text.length) tokens.push({ kind: 'text', value: text.slice(last) });
  return tokens;
}

/** Caption text with clickable hashtags (to search) and mentions (to profiles). */
export function CaptionText({ text }: { text: string }) {
  return (
    <>
      {tokenizeCaption(text).map((token, i) => {
        if (token.kind === 'hashtag')
          return (
            <Link key={i} className={styles.link} to={`/explore/search/?q=${encodeURIComponent(`#${token.value}`)}`}>
              #{token.value}
            </Link>
          );
        if (token.kind === 'mention')
          return (
            <Link key={i} className={styles.link} to={profilePath(token.value)}>
              @{token.value}
            </Link>
          );
        return <Fragment key={i}>{token.value}</Fragment>;
      })}
    </>
  );
}

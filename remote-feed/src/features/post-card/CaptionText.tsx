import { Fragment } from 'react';
import { Link } from 'react-router';
import { hashtagPath, profilePath, tokenizeCaption } from 'shared-contracts';
import * as styles from './PostCard.module.css';

/** Caption text with clickable hashtags (to search) and mentions (to profiles). */
export function CaptionText({ text }: { text: string }) {
  return (
    <>
      {tokenizeCaption(text).map((token, i) => {
        if (token.kind === 'hashtag')
          return (
            <Link key={i} className={styles.link} to={hashtagPath(token.value)}>
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

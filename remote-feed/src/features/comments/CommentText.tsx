import { Fragment } from 'react';
import { Link } from 'react-router';
import { hashtagPath, profilePath, tokenizeCaption } from 'shared-contracts';
import * as styles from './Comments.module.css';

/** A comment's text with clickable #hashtags (to search) and @mentions (to profiles). */
export function CommentText({ text }: { text: string }) {
  return (
    <>
      {tokenizeCaption(text).map((token, i) => {
        if (token.kind === 'text') return <Fragment key={i}>{token.value}</Fragment>;
        const isTag = token.kind === 'hashtag';
        return (
          <Link key={i} className={styles.link} to={isTag ? hashtagPath(token.value) : profilePath(token.value)}>
            {isTag ? '#' : '@'}
            {token.value}
          </Link>
        );
      })}
    </>
  );
}

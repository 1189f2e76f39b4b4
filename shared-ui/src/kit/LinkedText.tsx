import { Fragment, type ComponentType, type ReactNode } from 'react';
import { hashtagPath, profilePath, tokenizeCaption } from 'shared-contracts';

/** The remote's in-app link (react-router's Link fits): the kit has no router of its own. */
export type TextLinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode }>;

/**
 * Text as its author typed it (never markup), with each @mention a link to that profile and,
 * unless `hashtags` is false, each #hashtag a link to its page: captions, comments, bios and
 * messages (docs/behaviour/activity.md#mentions). Links take the kit's `lm-text-link` look.
 */
export function LinkedText({
  text,
  link: Link,
  hashtags = true,
}: {
  text: string;
  link: TextLinkComponent;
  hashtags?: boolean;
}) {
  return (
    <>
      {tokenizeCaption(text).map((token, i) => {
        const to =
          token.kind === 'mention'
            ? profilePath(token.value)
            : token.kind === 'hashtag' && hashtags
              ? hashtagPath(token.value)
              : null;
        const shown =
          token.kind === 'mention' ? `@${token.value}` : token.kind === 'hashtag' ? `#${token.value}` : token.value;
        return to ? (
          <Link key={i} to={to} className="lm-text-link">
            {shown}
          </Link>
        ) : (
          <Fragment key={i}>{shown}</Fragment>
        );
      })}
    </>
  );
}

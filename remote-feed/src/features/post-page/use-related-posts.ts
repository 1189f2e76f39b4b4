import { useEffect, useEffectEvent, useState } from 'react';
import {
  fetchPostChain,
  fetchUserFeed,
  MORE_POSTS_FROM_USER,
  TRENDING_CHAIN_SIZE,
  useLocale,
  type Media,
} from 'shared-contracts';

/** Posts under a post page; empty while loading and when the call fails (the section then hides). */
function useLoadedPosts(load: (signal: AbortSignal) => Promise<Media[]>, key: string): Media[] {
  const [answer, setAnswer] = useState<{ key: string; items: Media[] } | null>(null);
  // `load` is rebuilt every render; `key` says when it asks for something else.
  const run = useEffectEvent(load);
  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (items) => setAnswer({ key, items }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, items: [] });
      },
    );
    return () => controller.abort();
  }, [key]);
  return answer?.key === key ? answer.items : [];
}

/** Up to 6 other posts of the author ("More posts from {username}"). */
export function useMorePosts(media: Media): Media[] {
  return useLoadedPosts(
    (signal) =>
      // One more than shown, since the post itself may be among them.
      fetchUserFeed(media.user.pk, { count: MORE_POSTS_FROM_USER + 1, signal }).then((page) =>
        page.items.filter((item) => item.pk !== media.pk).slice(0, MORE_POSTS_FROM_USER),
      ),
    `${media.user.pk}/${media.pk}`,
  );
}

/** The trending chain under a post: the first 5 for the viewer's language (spec 2 and 9). */
export function usePostChain(media: Media): Media[] {
  const language = useLocale();
  return useLoadedPosts(
    (signal) =>
      fetchPostChain(media.code, { first: TRENDING_CHAIN_SIZE, language, signal }).then((items) =>
        items.filter((item) => item.pk !== media.pk).slice(0, TRENDING_CHAIN_SIZE),
      ),
    `${media.code}/${language}`,
  );
}

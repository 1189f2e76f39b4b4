import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Media } from 'shared-contracts';
import { postKeys } from 'shared-client/queries';

/** Puts a post in the cache, as a post page (or the feed) would have fetched it. */
export function seedPost(client: QueryClient, media: Media): Media {
  client.setQueryData(postKeys.page(media.code), media);
  return media;
}

/**
 * Renders `children` with the cached copy of a post, as the screens do: a like, a save or a new
 * comment anywhere changes it, and the view follows. Never fetches.
 */
export function CachedPost({ code, children }: { code: string; children: (media: Media) => ReactNode }) {
  const { data } = useQuery<Media | null>({ queryKey: postKeys.page(code), queryFn: skipToken });
  return data ? children(data) : null;
}

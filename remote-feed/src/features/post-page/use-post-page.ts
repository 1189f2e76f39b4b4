import { useEffect, useState } from 'react';
import { fetchPostPage, isApiError, type Media } from 'shared-contracts';

/** Where loading a post stands. `missing` covers unknown and hidden posts alike. */
export type PostLoad =
  { status: 'loading' } | { status: 'ready'; media: Media } | { status: 'missing' } | { status: 'error' };

/** Loads the post of a shortcode; `retry` asks again after an error. */
export function usePostPage(shortcode: string): { load: PostLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer is stored with the request it answers, so a new shortcode reads as loading at once.
  const request = `${shortcode}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: PostLoad } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPostPage(shortcode, controller.signal).then(
      (items) => {
        const media = items[0];
        setAnswer({ request, load: media ? { status: 'ready', media } : { status: 'missing' } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ request, load: isApiError(error, 'not_found') ? { status: 'missing' } : { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [shortcode, request]);

  return {
    load: answer?.request === request ? answer.load : { status: 'loading' },
    retry: () => setAttempt((n) => n + 1),
  };
}

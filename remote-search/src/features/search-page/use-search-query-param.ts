import { useCallback, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { capSearchText } from './search-query';

const FIELD_WRITE = 'lumen.searchField';

function isFieldWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && FIELD_WRITE in state;
}

/**
 * The search text, kept in `?q=` with replace (typing adds no history entries). The field owns the
 * value while typing: the router applies URL changes in a transition, so reading the URL back
 * would lag behind fast typing and undo keystrokes. The URL wins only when it changes for another
 * reason: a link to `?q=%23tag` (a hashtag row or a caption), or Back and Forward. A longer `?q=`
 * than the field holds is cut as typing would be (docs/behaviour/search.md#the-search-page).
 */
export function useSearchQueryParam(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlValue = capSearchText(params.get('q') ?? '');
  const [value, setValue] = useState(urlValue);
  const [seenKey, setSeenKey] = useState(location.key);

  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const ownWrite = navigationType === 'REPLACE' && isFieldWrite(location.state);
    if (!ownWrite && urlValue !== value) setValue(urlValue);
  }

  const update = useCallback(
    (next: string) => {
      setValue(next);
      setParams(
        (previous) => {
          const nextParams = new URLSearchParams(previous);
          if (next === '') nextParams.delete('q');
          else nextParams.set('q', next);
          return nextParams;
        },
        { replace: true, state: { [FIELD_WRITE]: true } },
      );
    },
    [setParams],
  );
  return [value, update];
}

import { useEffect, useState } from 'react';

/** An object URL for a blob while the component shows it; revoked on unmount or a new blob. */
export function useObjectUrl(blob: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(blob);
    // An object URL is an external resource: the effect that creates it must also revoke it
    // (creating it during render would leak one per render and break under StrictMode).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

import { apiClient } from '../api/client.js';

/**
 * A round profile picture at a fixed size (no layout shift while it loads). The URL is resolved
 * against the API origin, which differs from the page's in stack deployments.
 */
export function Avatar({
  src,
  size,
  alt = '',
  eager = false,
}: {
  src: string;
  size: number;
  alt?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={apiClient.resolveUrl(src)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{
        width: size,
        height: size,
        borderRadius: '50%',
        objectFit: 'cover',
        flex: 'none',
        background: 'var(--lm-color-separator)',
        display: 'block',
      }}
    />
  );
}

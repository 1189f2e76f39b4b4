/** A round profile picture at a fixed size (no layout shift while it loads). */
export function Avatar({ src, size, alt = '' }: { src: string; size: number; alt?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
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

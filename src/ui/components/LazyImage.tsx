import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../../site/siteImages';
import { imageUrl } from './imageUrl';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}

/** Swaps a missing or broken image for the placeholder once (never loops on a broken placeholder). */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

/** An image fetched only when it nears the viewport (the browser's own lazy loading). */
export function LazyImage({ src, alt, className, width = 1200, height = 800 }: LazyImageProps) {
  return (
    <img
      className={className}
      src={imageUrl(src)}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={showPlaceholder}
    />
  );
}

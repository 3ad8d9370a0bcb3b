import type { SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '../../site/siteImages';
import { imageUrl } from './imageUrl';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /**
   * The image a page opens with (a featured or header image on a phone's first screen): it is
   * the page's largest element, so it is fetched at once and first, and painted as soon as it
   * has arrived, not after the browser has laid out the page to see whether it is near.
   */
  aboveFold?: boolean;
}

/** Swaps a missing or broken image for the placeholder once (never loops on a broken placeholder). */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

/** An image fetched only when it nears the viewport (the browser's own lazy loading). */
export function LazyImage({
  src,
  alt,
  className,
  width = 1200,
  height = 800,
  aboveFold = false,
}: LazyImageProps) {
  return (
    <img
      className={className}
      src={imageUrl(src)}
      alt={alt}
      width={width}
      height={height}
      loading={aboveFold ? 'eager' : 'lazy'}
      fetchPriority={aboveFold ? 'high' : undefined}
      decoding={aboveFold ? undefined : 'async'}
      onError={showPlaceholder}
    />
  );
}

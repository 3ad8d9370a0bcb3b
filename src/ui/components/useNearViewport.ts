import { useEffect, useState } from 'react';

/**
 * True once the element given to the returned ref comes within `margin` of the viewport, and
 * from then on. A callback ref: an element rendered later (a list whose data arrives after
 * the first render) is observed when it appears. Where IntersectionObserver is missing the
 * answer is true at once.
 */
export function useNearViewport<E extends Element>(
  margin = '400px',
): [ref: (element: E | null) => void, near: boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}

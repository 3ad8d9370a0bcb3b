/**
 * The page's only script tag. A server-rendered page is complete without script, so the app's
 * code (about 150 kB gzip with its libraries) is fetched once the browser has shown the page:
 * its first contentful paint waits for the HTML, the stylesheet and the fonts only, and a
 * phone's bandwidth goes to what the reader sees first. Until the app has hydrated, what
 * would not work is disabled (src/ui/components/HydratedFieldset.tsx) and links are plain
 * links. A page the browser renders itself (the cart, the checkout) has nothing to paint
 * first: the timer starts it.
 */
const START_WITHOUT_PAINT_MS = 3000;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./main');
}

// The paint entry comes once the page is on screen; a frame callback can come before that.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // No contentful paint (an empty shell, a tab in the background): start all the same.
  setTimeout(start, START_WITHOUT_PAINT_MS);
} else {
  // A browser without paint timing: after the next frame.
  requestAnimationFrame(() => setTimeout(start, 0));
}

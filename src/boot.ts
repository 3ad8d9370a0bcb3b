import { nextTask } from './nextTask';

/**
 * The page's only script tag. A server-rendered page is complete without script, so the app's
 * code (about 150 kB gzip with its libraries) is fetched once the browser has shown the page:
 * its first contentful paint waits for the HTML, the stylesheet and the fonts only, and a
 * phone's bandwidth goes to what the reader sees first. Until the app has hydrated, what
 * would not work is disabled (src/ui/components/HydratedFieldset.tsx) and links are plain
 * links.
 */
const START_WITHOUT_PAINT_MS = 3000;

/**
 * The libraries' chunks (vite.config.ts, LIBRARY_CHUNKS), in the order they depend on each
 * other. Each is evaluated in a task of its own, then the app's code: evaluated as one, they
 * were a single task of ~450 ms on Lighthouse's phone, blocking taps all that time (docs/design.md:
 * TBT). A chunk is fetched when its turn comes; it is a little later than all at once, but
 * the links that would fetch them ahead cost ~150 ms of script to add (see vite.config.ts,
 * modulePreload), more than the wait.
 */
const LIBRARY_STAGES = [
  () => import('./libraryStages/react'),
  () => import('./libraryStages/state'),
  () => import('./libraryStages/wire'),
];

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void startApp();
}

async function startApp(): Promise<void> {
  for (const stage of LIBRARY_STAGES) {
    await stage();
    await nextTask();
  }
  await import('./main');
}

// The server puts the answers it rendered with beside the page (src/entry-server.tsx). A page
// the browser renders itself (the cart, the checkout, a logged-in page) shows nothing until
// the app runs and will never paint before it: it starts at once. Waiting for the timer below
// kept the cart blank for ~4 s on this project's machines (~1 s now).
if (!document.getElementById('page-answers')) {
  start();
} else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // No contentful paint (a tab in the background): start all the same.
  setTimeout(start, START_WITHOUT_PAINT_MS);
} else {
  // A browser without paint timing: after the next frame.
  requestAnimationFrame(() => setTimeout(start, 0));
}

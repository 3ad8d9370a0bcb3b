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

/**
 * The libraries' chunks (vite.config.ts, LIBRARY_CHUNKS), in the order they depend on each
 * other. Each is evaluated in a task of its own, then the app's code: evaluated as one, they
 * were a single task of ~450 ms on Lighthouse's phone, blocking taps all that time (issue 10:
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

/**
 * Resolves in a new task, so the browser may paint and handle input first. A message, not a
 * timer: a tab opened in the background runs timers at most once a second.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
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

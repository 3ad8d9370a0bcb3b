/**
 * The page's only script tag. A server-rendered page is complete without script, so the app's
 * code (about 150 kB) is fetched once the browser has painted it: the first paint waits for the
 * HTML, the stylesheet and the fonts only, not for the app's code to download and run. A page
 * the browser renders itself (the cart, the checkout) starts the same way, a frame later.
 */
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./main');
}
// After the next frame is painted; a tab in the background paints no frame, so a timer too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);

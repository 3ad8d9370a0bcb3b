// npm run bench:tester — drags the type tester's size slider and a variable axis slider for
// 2 s each in Debian's Chromium and reads the frames from a performance trace (CDP Tracing):
// prints the frames that took longer than 16.7 ms (one 60 Hz frame) and the main-thread tasks
// that did. Goal (docs in docs/tester.md): 0 on the desktop profile. Run
// `npm run build` first; the server is started on a free port with a throw-away database.
import { chromium } from '@playwright/test';
import { startServer } from './startServer.mjs';
import { CHROMIUM_ARGS } from './chromiumArgs.mjs';

const FRAME_MS = 1000 / 60;
const DRAG_MS = 2000;
const ARGS = CHROMIUM_ARGS;

/** Drags a slider's thumb back and forth across its track for `ms`, one move per frame. */
async function drag(page, slider, ms) {
  // The size drag before can push a slider out of the viewport: the mouse must reach it.
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 2, y);
  await page.mouse.down();
  const started = Date.now();
  let step = 0;
  while (Date.now() - started < ms) {
    const phase = (step % 60) / 60;
    const t = phase < 0.5 ? phase * 2 : 2 - phase * 2;
    await page.mouse.move(box.x + 2 + t * (box.width - 4), y);
    await page.waitForTimeout(FRAME_MS);
    step += 1;
  }
  await page.mouse.up();
}

async function measure(page, client, slider, label) {
  const events = [];
  client.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => client.once('Tracing.tracingComplete', resolve));
  await client.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline.frame',
    transferMode: 'ReportEvents',
  });
  await drag(page, slider, DRAG_MS);
  await client.send('Tracing.end');
  await done;
  client.removeAllListeners('Tracing.dataCollected');

  const frames = events
    .filter((event) => event.name === 'DrawFrame')
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const intervals = frames.slice(1).map((ts, index) => (ts - frames[index]) / 1000);
  const slowFrames = intervals.filter((ms) => ms > FRAME_MS);
  const longTasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur / 1000 > FRAME_MS)
    .map((event) => event.dur / 1000);
  console.log(
    `${label}: ${frames.length} frames drawn, ${slowFrames.length} over 16.7 ms` +
      (slowFrames.length ? ` (${slowFrames.map((ms) => ms.toFixed(1)).join(', ')} ms)` : '') +
      `; main-thread tasks over 16.7 ms: ${longTasks.length}` +
      (longTasks.length ? ` (${longTasks.map((ms) => ms.toFixed(1)).join(', ')} ms)` : ''),
  );
  return slowFrames.length;
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/typeface/inter#editable-samples`);
  await page.locator('.tester-sample').first().waitFor();
  // A string, not a function: it runs in the page, where `document` is defined.
  await page.evaluate('document.fonts.ready');
  const client = await page.context().newCDPSession(page);
  const size = await measure(
    page,
    client,
    page.getByRole('slider', { name: 'Font size' }),
    'size slider',
  );
  const axis = await measure(
    page,
    client,
    page.getByRole('slider', { name: 'Weight axis' }),
    'weight axis',
  );
  console.log(`frames over 16.7 ms in total: ${size + axis}`);
} finally {
  await browser.close();
  await server.stop();
}

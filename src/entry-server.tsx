// inversify reads decorator metadata when the container resolves: this must load first.
import 'reflect-metadata/lite';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode, type ReactNode } from 'react';
// The web-streams build, not Node's: Node's runs every render inside an AsyncLocalStorage,
// which on Node 20 turns on async hooks for the rest of the process, so that every promise
// of every later request paid for them (docs/decisions/0020-pages-rendered-without-async-hooks.md).
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router';
import type { CartStore } from './application/cart/CartStore';
import { InitialRender } from './application/rendering/InitialRender';
import { PageAnswers } from './application/rendering/PageAnswers';
import { TOKENS } from './application/tokens';
import type { ShownTax } from './domain/tax/consumerPrice';
import { createContainer } from './infrastructure/container';
import { InProcessApiClient } from './infrastructure/http/InProcessApiClient';
import { App } from './ui/app/App';
import { firstRenderReady } from './ui/app/firstRenderReady';
import type { LocalApiCall, PageRenderer, RenderedPage } from './server/html/PageRenderer';

// A page is rendered once, so its observer components need no reactions: without this
// mobx-react-lite keeps each render's reactions behind a 10 s timer, which holds a stopping
// server open (mobx-react-lite's README, "enableStaticRendering").
enableStaticRendering(true);

const MAINTENANCE = 503;
const NOT_FOUND = 404;
const NOT_FOUND_PATH = '/404';

/**
 * The UI's server entry (built by `vite build --ssr`, loaded by the server through its render
 * port): the same container, stores, use cases and components as the browser, with the API
 * answered in-process, rendered once every part has its data (React's prerender waits for
 * all that suspends).
 */
export function createPageRenderer(call: LocalApiCall): PageRenderer {
  return {
    render: (url, notFoundPage, shownTax) => renderPage(url, call, notFoundPage, shownTax ?? null),
  };
}

async function renderPage(
  url: string,
  call: LocalApiCall,
  notFoundPage: () => Promise<RenderedPage | null>,
  shownTax: ShownTax | null,
): Promise<RenderedPage | null> {
  const answers = new PageAnswers();
  const initial = new InitialRender(true);
  const container = createContainer();
  container.rebind(TOKENS.PageAnswers).toConstantValue(answers);
  container.rebind(TOKENS.InitialRender).toConstantValue(initial);
  container.rebind(TOKENS.ApiClient).toConstantValue(new InProcessApiClient(call, answers));

  await firstRenderReady(container, new URL(url, 'http://render.invalid').pathname);
  // A consumer's prices, as their browser's first render will show them (its prices cookie).
  if (shownTax && container.isBound(TOKENS.CartStore)) {
    container.get<CartStore>(TOKENS.CartStore).showPricesFor(shownTax);
  }
  const settings = answers.find('/settings');
  if (!settings || settings.status === MAINTENANCE) return null;

  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const pathname = new URL(url, 'http://render.invalid').pathname;
  // An address whose thing does not exist (a crawler's `/typeface/<anything>`) shows the shared
  // 404 page: its own render stops as soon as that is known, rather than going on for a page
  // nobody is sent. Aborted after the render step that found it, never from inside it.
  const stop = new AbortController();
  if (pathname !== NOT_FOUND_PATH) initial.onPageNotFound(() => setImmediate(() => stop.abort()));
  let html = '';
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App container={container} router={router} />
      </StrictMode>,
      // Whole boundaries in place: an outlined one is revealed by an inline script, which the
      // page's Content-Security-Policy does not allow.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, signal: stop.signal },
    );
    html = await streamText(prelude);
  } catch (error) {
    if (!stop.signal.aborted) throw error;
  }
  const record = answers.toRecord();
  if (Object.values(record).some((answer) => answer.status === MAINTENANCE)) return null;
  // Only the page's own thing missing makes it the 404 page; a part that shows nothing for a
  // 404 of its own (a collection not sold as a bundle, say) leaves the page as it is.
  if (!initial.pageNotFound) return { html, answers: JSON.stringify(record), status: 200 };
  // What the address names does not exist: the page is the 404 page, as the browser would
  // show it after its redirect, so the reader sees it at once and a crawler gets the status.
  if (pathname === NOT_FOUND_PATH) {
    return { html, answers: JSON.stringify(record), status: NOT_FOUND };
  }
  // The server's one 404 page, rendered once for every address that shows it.
  return notFoundPage();
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

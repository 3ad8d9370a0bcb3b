import type { ShownTax } from '../../domain/tax/consumerPrice';

/** A page as the UI renders it on the server, with the API answers it was made from. */
export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The GET answers the render used, as JSON, for the browser to hydrate from. */
  answers: string;
  /** The page's status: 404 when what it shows does not exist. */
  status: number;
  /**
   * Rendered for the visitors whose prices cookie names this tax (their prices including
   * VAT): never kept by a shared cache.
   */
  forSomeVisitors?: boolean;
  /**
   * Set when the page rendered is another route's than the one asked for: an address whose
   * thing does not exist (`/typeface/nope`) is the 404 page (`/404`), where the browser then
   * shows it (docs/spec.md: "Any unknown path redirects to /404").
   */
  path?: string;
}

/** An API GET answered inside this process (Fastify's inject), for the render's data. */
export type LocalApiCall = (pathAndQuery: string) => Promise<{ status: number; body: unknown }>;

/**
 * The render port: the server reaches the UI only through it. The UI's server entry
 * (src/entry-server.tsx, built by Vite to dist/render/entry-server.js) implements it; the
 * server loads that file at start, so no server module imports browser code. Null when the
 * page cannot be rendered for every visitor alike (the site is in maintenance).
 */
export interface PageRenderer {
  /**
   * `notFoundPage` is the 404 page an address whose thing does not exist is shown: the
   * server renders that once and shares it, rather than each unknown address rendering it.
   */
  render(
    url: string,
    notFoundPage: () => Promise<RenderedPage | null>,
    /** The buyer's prices (src/contract/pricesCookie.ts); none: net, as to anyone. */
    shownTax?: ShownTax | null,
  ): Promise<RenderedPage | null>;
}

/** What the UI's server entry exports. */
export interface PageRendererModule {
  createPageRenderer(call: LocalApiCall): PageRenderer;
}

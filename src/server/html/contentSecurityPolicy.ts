/** What the site's pages may load besides their own origin. */
export interface ContentSecurityOptions {
  /** Stripe's keys are configured: the checkout loads Stripe.js and its card frames. */
  stripe: boolean;
  /**
   * CSP hash sources ('sha256-…') of the page's own inline `<style>` elements: the site's
   * type (src/server/siteType/app/siteTypeHead.ts) is written into every head so the first paint
   * is already set in it, and a hash allows exactly that text and nothing else.
   */
  styleHashes?: readonly string[];
}

/**
 * Stripe.js from its own host, its card and 3-D Secure frames, and its API (Stripe's CSP
 * guide). Only when Stripe is configured: with test cards the browser never loads it.
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The video embed blog posts use (content/README.md: a YouTube `<iframe>`, privacy mode). */
const VIDEO_EMBEDS = ['https://www.youtube-nocookie.com'];

/**
 * The Content-Security-Policy of every page: scripts, styles, fonts and images from the site
 * itself (the Vite build, the catalogue's web fonts, /content/images; the build inlines no
 * asset as a data: URL, so none is allowed), no inline script, no plug-ins, no framing by
 * other sites. Style elements need their hash. Style attributes are allowed
 * (style-src-attr): a server-rendered page carries React's `style` props (a family's name in
 * its own face, a tester's size) as attributes; an attribute cannot load anything or run
 * script, and every one the server writes is escaped by React.
 */
export function contentSecurityPolicy(options: ContentSecurityOptions): string {
  const stripe = (sources: string[]) => (options.stripe ? sources : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...stripe(STRIPE.script)]],
    ['style-src', ["'self'", ...(options.styleHashes ?? [])]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...stripe(STRIPE.connect)]],
    ['frame-src', [...VIDEO_EMBEDS, ...stripe(STRIPE.frame)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

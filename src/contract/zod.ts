import * as z from 'zod/mini';

/*
 * Every contract schema is built with this zod. jitless: zod would otherwise try
 * `new Function` to speed up object checks, which the site's Content-Security-Policy (no
 * 'unsafe-eval', src/server/html/contentSecurityPolicy.ts) refuses and reports in the browser.
 * zod/mini rather than zod: the same checks, a tenth of the bytes on every page (docs/decisions/
 * 0003-zod-mini-for-the-wire-contract.md).
 */
z.config({ jitless: true });

export { z };

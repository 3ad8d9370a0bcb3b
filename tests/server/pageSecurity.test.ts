import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

/** A front-end build as Vite writes it: a hashed bundle and its source map. */
async function clientBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'foundry-client-'));
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'assets/index-Ab12Cd34.js'),
    'console.log(1);\n//# sourceMappingURL=index-Ab12Cd34.js.map',
  );
  await writeFile(path.join(dir, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":[]}');
  return dir;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

let clientDir: string;
beforeAll(async () => {
  clientDir = await clientBuild();
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

describe('the Content-Security-Policy of pages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('comes with every HTML answer, the 404 page included, and allows nothing of Stripe without its keys', async () => {
    const pages = ['/', '/typefaces', '/typeface/eb-garamond', '/checkout', '/no-such-page'];
    const answers = [
      ...(await Promise.all(pages.map((url) => testApp.app.inject({ method: 'GET', url })))),
      // A missing file asked for by a browser tab: the 404 page from the not-found handler.
      await testApp.app.inject({
        method: 'GET',
        url: '/missing.png',
        headers: { accept: 'text/html' },
      }),
    ];
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const policy = String(response.headers['content-security-policy']);
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(policy).not.toContain('stripe');
      // Style attributes only (a rendered page's style props); never a script or a style element.
      expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
      expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe');
    }
  });

  it("allows the page's own inline styles (the site's type, the names' faces) by their hashes, and no other", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/typefaces' });
    const styles = [...response.body.matchAll(/<style id="([^"]+)">([\s\S]*?)<\/style>/g)];
    expect(styles.map((style) => style[1])).toEqual(['site-type', 'name-faces']);
    const hashes = styles.map((style) => {
      expect(style[2]).toContain('@font-face');
      return `'sha256-${createHash('sha256').update(style[2]).digest('base64')}'`;
    });
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hashes.join(' ')}`);
  });
});

describe('with Stripe configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp' },
    });
  });
  afterAll(() => testApp.close());

  it("allows Stripe.js, its frames and its API, and nothing else of Stripe's", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/checkout' });
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
    );
    expect(directive(policy, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });
});

describe('source maps of the front end', () => {
  const served = async (nodeEnv: string) => {
    const testApp = await createTestApp({ env: { NODE_ENV: nodeEnv, CLIENT_DIR: clientDir } });
    try {
      const script = await testApp.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
      expect(script.statusCode).toBe(200);
      const map = await testApp.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js.map' });
      return map.statusCode;
    } finally {
      await testApp.close();
    }
  };

  it('are not served in production', async () => {
    expect(await served('production')).toBe(404);
  });

  it('are served elsewhere, for developers', async () => {
    expect(await served('development')).toBe(200);
  });
});

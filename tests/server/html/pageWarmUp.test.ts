import { describe, expect, it } from 'vitest';
import { BackgroundWarmUp } from '../../../src/server/html/BackgroundWarmUp';
import { warmUpOrder, warmUpPages } from '../../../src/server/html/pageWarmUp';

const SITEMAP = [
  '/about',
  '/blog',
  '/shops/literata',
  '/typeface/literata',
  '/typefaces',
  '/',
  '/typeface/inter',
];

describe('the order pages are warmed in', () => {
  it('puts the likeliest first pages before the rest of the sitemap, keeping its order', () => {
    expect(warmUpOrder([], SITEMAP)).toEqual([
      '/',
      '/typefaces',
      '/typeface/literata',
      '/typeface/inter',
      '/shops/literata',
      '/about',
      '/blog',
    ]);
  });

  it('starts with what visitors asked for under the last version, each address once', () => {
    const order = warmUpOrder(['/blog', '/typeface/inter?size=90'], SITEMAP);
    expect(order.slice(0, 3)).toEqual(['/blog', '/typeface/inter?size=90', '/']);
    expect(order.filter((path) => path === '/blog')).toHaveLength(1);
  });
});

describe('warming pages up', () => {
  it('asks for each page in turn, giving way between them, past a page that fails', async () => {
    const events: string[] = [];
    const asked = await warmUpPages(['/', '/broken', '/typefaces'], {
      fetchPage: async (path) => {
        events.push(path);
        if (path === '/broken') throw new Error('render failed');
      },
      stopped: () => false,
      pause: async () => {
        events.push('pause');
      },
    });
    expect(asked).toBe(3);
    expect(events).toEqual(['/', 'pause', '/broken', 'pause', '/typefaces', 'pause']);
  });

  it('stops before the next page once the server closes', async () => {
    const seen: string[] = [];
    let closing = false;
    await warmUpPages(['/', '/typefaces', '/blog'], {
      fetchPage: async (path) => {
        seen.push(path);
        if (path === '/typefaces') closing = true;
      },
      stopped: () => closing,
      pause: async () => undefined,
    });
    expect(seen).toEqual(['/', '/typefaces']);
  });
});

describe('the background warm-up', () => {
  const warmUpOf = (wanted: string[][], fetched: string[]) => {
    let round = 0;
    return new BackgroundWarmUp({
      recentlyWanted: () => wanted[round++] ?? [],
      sitemapPaths: async () => ['/'],
      fetchPage: async (path) => {
        fetched.push(path);
      },
      failed: () => undefined,
    });
  };

  it('runs once more, with the new version, when the content changes during a run', async () => {
    const fetched: string[] = [];
    const warmUp = warmUpOf([['/blog'], ['/about']], fetched);
    warmUp.schedule();
    warmUp.schedule();
    warmUp.schedule();
    await warmUp.settled();
    expect(fetched).toEqual(['/blog', '/', '/about', '/']);
  });

  it('warms nothing once closed', async () => {
    const fetched: string[] = [];
    const warmUp = warmUpOf([['/blog']], fetched);
    await warmUp.close();
    warmUp.schedule();
    await warmUp.settled();
    expect(fetched).toEqual([]);
  });

  it('says why a warm-up stopped, and keeps going next time', async () => {
    const failures: unknown[] = [];
    let sitemapFails = true;
    const warmUp = new BackgroundWarmUp({
      recentlyWanted: () => [],
      sitemapPaths: async () => {
        if (sitemapFails) throw new Error('database gone');
        return ['/'];
      },
      fetchPage: async () => undefined,
      failed: (error) => failures.push(error),
    });
    warmUp.schedule();
    await warmUp.settled();
    expect(failures).toHaveLength(1);
    sitemapFails = false;
    warmUp.schedule();
    await warmUp.settled();
    expect(failures).toHaveLength(1);
  });
});

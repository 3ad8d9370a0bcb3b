import { describe, expect, it } from 'vitest';
import type { NewsletterSignUp } from '../../../src/server/newsletter/app/NewsletterSubscribers';
import { SubscribeToNewsletter } from '../../../src/server/newsletter/app/SubscribeToNewsletter';
import { OpenTrialDownload } from '../../../src/server/trials/app/OpenTrialDownload';
import type { TrialDownloads, TrialRequester } from '../../../src/server/trials/app/TrialDownloads';
import { newSecretToken } from '../../../src/server/security/secretTokens';

/** The trial links and newsletter sign-ups in memory, for the use cases on their own. */
class InMemoryTrialDownloads implements TrialDownloads {
  readonly links = new Map<string, { requester: TrialRequester; expiresAt: string }>();

  async create(requester: TrialRequester) {
    const token = newSecretToken();
    this.links.set(token, { requester, expiresAt: '2026-12-01T00:00:00.000Z' });
    return token;
  }

  async find(token: string) {
    return this.links.get(token);
  }
}

const fonts = { zipPath: async () => '/data/files/trials/trial-fonts.zip' };

describe('OpenTrialDownload', () => {
  it('answers the zip while the link is valid, then that it expired', async () => {
    const downloads = new InMemoryTrialDownloads();
    const token = await downloads.create({ email: 'dana@example.com', name: 'Dana' });
    const open = new OpenTrialDownload(downloads, fonts);
    expect(await open.execute(token, new Date('2026-11-30T00:00:00Z'))).toEqual({
      ok: true,
      value: '/data/files/trials/trial-fonts.zip',
    });
    expect(await open.execute(token, new Date('2026-12-02T00:00:00Z'))).toEqual({
      ok: false,
      failure: { name: 'TrialLinkExpired' },
    });
  });

  it('refuses a token never handed out, and one that is not a token at all', async () => {
    const open = new OpenTrialDownload(new InMemoryTrialDownloads(), fonts);
    for (const token of [newSecretToken(), '../../etc/passwd', '']) {
      expect(await open.execute(token)).toEqual({
        ok: false,
        failure: { name: 'TrialLinkUnknown' },
      });
    }
  });
});

describe('SubscribeToNewsletter', () => {
  it('subscribes with the form’s location, or the newsletter page’s', async () => {
    const signUps: NewsletterSignUp[] = [];
    const subscribe = new SubscribeToNewsletter({ subscribe: async (s) => void signUps.push(s) });
    await subscribe.execute({ email: 'a@example.com', newsletter_subscribe_location: '/about' });
    await subscribe.execute({ email: 'b@example.com', name: 'Bea' });
    expect(signUps).toEqual([
      { email: 'a@example.com', name: '', location: '/about' },
      { email: 'b@example.com', name: 'Bea', location: '/newsletter' },
    ]);
    const invalid = await subscribe.execute({ email: 'not an address' });
    expect(!invalid.ok && invalid.failure.name).toBe('InvalidForm');
    expect(signUps).toHaveLength(2);
  });
});

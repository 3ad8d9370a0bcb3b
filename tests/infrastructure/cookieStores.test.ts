// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar } from '../../src/infrastructure/storage/CookieJar';
import { CookieProfileStore } from '../../src/infrastructure/storage/CookieProfileStore';
import { CookieTokenStore } from '../../src/infrastructure/storage/CookieTokenStore';
import { RecordingLogger } from '../application/fakes/RecordingLogger';

afterEach(() => {
  Cookies.remove('token');
  Cookies.remove('profile');
});

describe('cookie stores', () => {
  it('keep the token and the profile in the token and profile cookies', () => {
    const jar = new CookieJar(new RecordingLogger());
    const tokens = new CookieTokenStore(jar);
    const profiles = new CookieProfileStore(jar);
    tokens.save('abc');
    profiles.save({ email: 'ada@example.test', personal_info: { beta: true } });

    expect(Cookies.get('token')).toBe('abc');
    expect(new CookieProfileStore(jar).read()).toEqual({
      email: 'ada@example.test',
      personal_info: { beta: true },
    });

    tokens.clear();
    profiles.clear();
    expect(tokens.read()).toBeNull();
    expect(profiles.read()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('treat an unreadable profile cookie as no profile', () => {
    Cookies.set('profile', '{not json');
    expect(new CookieProfileStore(new CookieJar(new RecordingLogger())).read()).toBeNull();
  });

  it('warn when a cookie would exceed 4096 bytes', () => {
    const logger = new RecordingLogger();
    const jar = new CookieJar(logger);
    jar.write('profile', 'x'.repeat(100));
    expect(logger.warnings).toEqual([]);
    jar.write('profile', 'x'.repeat(5000));
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain('4096');
  });
});

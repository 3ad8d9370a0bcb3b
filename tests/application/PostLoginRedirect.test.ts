import { describe, expect, it } from 'vitest';
import { PostLoginRedirect } from '../../src/application/session/PostLoginRedirect';
import { InMemoryKeyValueStorage } from './fakes/InMemoryKeyValueStorage';

describe('PostLoginRedirect', () => {
  it('gives the remembered address back once', () => {
    const redirect = new PostLoginRedirect(new InMemoryKeyValueStorage());
    redirect.remember('/user/orders?page=2');
    expect(redirect.peek()).toBe('/user/orders?page=2');
    expect(redirect.take()).toBe('/user/orders?page=2');
    expect(redirect.take()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { RemoteResource } from '../../../src/application/loading/RemoteResource';
import { errorItem } from '../../../src/domain/errors/ErrorItem';

/** A request whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('RemoteResource', () => {
  it('is loading until the answer arrives, then holds it', async () => {
    const resource = new RemoteResource<string>();
    expect(resource.isLoading).toBe(true);
    const answer = deferred<string>();
    const loading = resource.load(() => answer.promise);
    expect(resource.status).toBe('loading');
    answer.resolve('text');
    await loading;
    expect(resource.status).toBe('loaded');
    expect(resource.isLoading).toBe(false);
    expect(resource.value).toBe('text');
  });

  it('keeps only the latest answer when an older one arrives last', async () => {
    const resource = new RemoteResource<string>();
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = resource.load(() => older.promise);
    const second = resource.load(() => newer.promise);
    newer.resolve('new page');
    older.resolve('old page');
    await Promise.all([first, second]);
    expect(resource.value).toBe('new page');
  });

  it("keeps the failure's status and the API's error items", async () => {
    const resource = new RemoteResource<string>();
    const error = new ApiError([errorItem(null, 'Gone.', 'invite_used')], 410, '/x');
    await resource.load(() => Promise.reject(error));
    expect(resource.status).toBe('failed');
    expect(resource.failureStatus).toBe(410);
    expect(resource.failureErrors).toEqual(error.errors);

    await resource.load(() => Promise.reject(new TypeError('offline')));
    expect(resource.failureStatus).toBe(0);
    expect(resource.failureErrors).toEqual([]);
  });

  it('loads once: a second call while loading shares the first, a loaded one is kept', async () => {
    const resource = new RemoteResource<number>();
    let calls = 0;
    const request = async () => ++calls;
    await Promise.all([resource.loadOnce(request), resource.loadOnce(request)]);
    await resource.loadOnce(request);
    expect(calls).toBe(1);
    expect(resource.value).toBe(1);
  });

  it('tries a failed load again', async () => {
    const resource = new RemoteResource<string>();
    await resource.loadOnce(() => Promise.reject(new Error('offline')));
    await resource.loadOnce(async () => 'back');
    expect(resource.value).toBe('back');
  });
});

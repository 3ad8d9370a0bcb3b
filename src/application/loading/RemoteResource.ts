import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ErrorItem } from '../../domain/errors/ErrorItem';
import { isApiError } from '../errors/ApiError';

export type ResourceStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * One thing a page loads, with the states a page shows (docs/spec.md §4: a loader until the call
 * completes, then the content or an error). The one loading mechanism of the browser: pages
 * own one per visit (`useRemoteResource`), stores hold one for what is loaded once per visit
 * of the site.
 *
 * Only the answer to the latest request is kept: a visitor who moves on before an older
 * answer arrives never sees it.
 */
export class RemoteResource<T> {
  value: T | null = null;
  status: ResourceStatus = 'idle';
  /** HTTP status of the failure (0 without an answer); null unless failed. */
  failureStatus: number | null = null;
  /** The failure as the API answered it (docs/spec.md §8); empty unless failed with an API answer. */
  failureErrors: ErrorItem[] = [];
  private latest = 0;
  private pending: Promise<void> | null = null;

  constructor() {
    makeObservable(this, {
      value: observableRef,
      status: observable,
      failureStatus: observable,
      failureErrors: observableRef,
      isLoading: computed,
      load: action,
    });
  }

  get isLoading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  /** (Re)loads: for what changes with the address (a slug, a page number). */
  load(request: () => Promise<T>): Promise<void> {
    const ticket = ++this.latest;
    this.status = 'loading';
    this.pending = this.settle(ticket, request);
    return this.pending;
  }

  /**
   * Loads unless loaded or under way: for what a visit needs once. A second call while
   * loading (React's StrictMode runs effects twice) shares the first; a failed load is
   * tried again.
   */
  loadOnce(request: () => Promise<T>): Promise<void> {
    if (this.status === 'loaded') return Promise.resolve();
    if (this.status === 'loading' && this.pending) return this.pending;
    return this.load(request);
  }

  private async settle(ticket: number, request: () => Promise<T>): Promise<void> {
    try {
      const value = await request();
      if (ticket !== this.latest) return;
      runInAction(() => {
        this.value = value;
        this.status = 'loaded';
        this.failureStatus = null;
        this.failureErrors = [];
      });
    } catch (error) {
      if (ticket !== this.latest) return;
      runInAction(() => {
        this.status = 'failed';
        this.failureStatus = isApiError(error) ? error.status : 0;
        this.failureErrors = isApiError(error) ? error.errors : [];
      });
    }
  }
}

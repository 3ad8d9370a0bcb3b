import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isApiError } from '../errors/ApiError';

export type ResourceStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * One thing a page loads from a port, with the states a page shows (loader, content, error).
 * Only the answer to the latest request is kept: a visitor who moves on before an older
 * answer arrives never sees it.
 */
export class RemoteResource<T> {
  value: T | null = null;
  status: ResourceStatus = 'idle';
  /** HTTP status of the failure (0 without an answer); null unless failed. */
  failureStatus: number | null = null;
  failureMessage = '';
  private latest = 0;

  constructor() {
    makeObservable(this, {
      value: observableRef,
      status: observable,
      failureStatus: observable,
      failureMessage: observable,
      isLoading: computed,
      load: action,
    });
  }

  get isLoading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  async load(request: () => Promise<T>): Promise<void> {
    const ticket = ++this.latest;
    this.status = 'loading';
    try {
      const value = await request();
      if (ticket !== this.latest) return;
      runInAction(() => {
        this.value = value;
        this.status = 'loaded';
        this.failureStatus = null;
      });
    } catch (error) {
      if (ticket !== this.latest) return;
      runInAction(() => {
        this.status = 'failed';
        this.failureStatus = isApiError(error) ? error.status : 0;
        this.failureMessage = error instanceof Error ? error.message : String(error);
      });
    }
  }
}

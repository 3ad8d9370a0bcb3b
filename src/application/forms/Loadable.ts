import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ErrorItem } from '../../domain/errors/ErrorItem';
import { isApiError } from '../errors/ApiError';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/**
 * What a form page loads before it can show its form or list (the trial page's intro,
 * the about template, the order history, a club invite). Spec §4: a loader until the call
 * completes, then the content.
 */
export class Loadable<T> {
  status: LoadStatus = 'loading';
  data: T | null = null;
  errors: ErrorItem[] = [];
  private started: Promise<void> | null = null;

  constructor(private readonly load: () => Promise<T>) {
    makeObservable(this, { status: observable, data: observableRef, errors: observableRef });
  }

  /** Loads once; a second call (React's StrictMode runs effects twice) shares the first. */
  start(): Promise<void> {
    this.started ??= this.load().then(
      (data) =>
        runInAction(() => {
          this.data = data;
          this.status = 'loaded';
        }),
      (error: unknown) =>
        runInAction(() => {
          this.errors = isApiError(error) ? error.errors : [];
          this.status = 'failed';
        }),
    );
    return this.started;
  }
}

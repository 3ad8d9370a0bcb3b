import { injectable } from 'inversify';
import type { ErrorItem } from '../../domain/errors/ErrorItem';
import { EventChannel } from './EventChannel';

/** What a 401 answer to a GET tells the rest of the app (docs/spec.md §8). */
export interface UnauthorizedEvent {
  errors: ErrorItem[];
  /** The API path that answered 401; '/me' when unknown. */
  path: string;
}

/**
 * The app-wide event channels. One instance lives in the container, so the API client
 * (which raises these) and the stores (which listen) never import each other.
 */
@injectable()
export class AppEvents {
  /** true when a user logged in, false when the session ended or was rejected. */
  readonly userChanged = new EventChannel<boolean>();
  readonly unauthorized = new EventChannel<UnauthorizedEvent>();
  /** The cart total text, e.g. '$120'. */
  readonly cartTotal = new EventChannel<string>();
  /** Raised by a 503 answer: the site is in maintenance. */
  readonly maintenanceSignal = new EventChannel<void>();
}

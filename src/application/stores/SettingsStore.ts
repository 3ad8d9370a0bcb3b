import { inject, injectable } from 'inversify';
import {
  action,
  actionBound,
  computed,
  makeObservable,
  observable,
  observableRef,
  runInAction,
} from 'mobx';
import type { ErrorItem } from '../../domain/errors/ErrorItem';
import type { Settings } from '../settings/Settings';
import { isApiError } from '../errors/ApiError';
import type { SettingsGateway } from '../ports/SettingsGateway';
import { TOKENS } from '../tokens';
import { MaintenanceStore } from './MaintenanceStore';

export type SettingsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Shown until the settings arrive, and if they never do. */
export const FALLBACK_FOUNDRY_NAME = 'Type Foundry';
export const FALLBACK_CURRENCY_SYMBOL = '$';

/** The site-wide settings, loaded once per page load (docs/spec.md §7, GET settings). */
@injectable()
export class SettingsStore {
  settings: Settings | null = null;
  status: SettingsStatus = 'idle';
  errors: ErrorItem[] = [];
  private pending: Promise<void> | null = null;

  constructor(
    @inject(TOKENS.SettingsGateway) private readonly gateway: SettingsGateway,
    @inject(TOKENS.MaintenanceStore) private readonly maintenance: MaintenanceStore,
  ) {
    makeObservable<SettingsStore, 'applyLoaded'>(this, {
      settings: observableRef,
      status: observable,
      errors: observableRef,
      isSettled: computed,
      foundryName: computed,
      currencySymbol: computed,
      contactEmail: computed,
      reload: actionBound,
      applyLoaded: action,
    });
  }

  /** Loads the settings the first time only; every later call shares that answer. */
  load(): Promise<void> {
    this.pending ??= this.reload();
    return this.pending;
  }

  /** Asks the server again (e.g. to find out whether maintenance has ended). */
  reload(): Promise<void> {
    this.status = 'loading';
    const request = this.gateway.load().then(
      (settings) => this.applyLoaded(settings),
      (error: unknown) =>
        runInAction(() => {
          this.status = 'failed';
          this.errors = isApiError(error) ? error.errors : [];
        }),
    );
    this.pending = request;
    return request;
  }

  /** True once the answer (or the failure) is in: only then may /maintenance be left. */
  get isSettled(): boolean {
    return this.status === 'loaded' || this.status === 'failed';
  }

  get foundryName(): string {
    return this.settings?.foundryName || FALLBACK_FOUNDRY_NAME;
  }

  get currencySymbol(): string {
    return this.settings?.currencySymbol || FALLBACK_CURRENCY_SYMBOL;
  }

  get contactEmail(): string | null {
    return this.settings?.contactEmail || null;
  }

  private applyLoaded(settings: Settings): void {
    this.settings = settings;
    this.errors = [];
    this.status = 'loaded';
    this.maintenance.applySettings(settings.maintenanceMode);
  }
}

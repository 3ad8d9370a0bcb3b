import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable } from 'mobx';
import { AppEvents } from '../events/AppEvents';
import { TOKENS } from '../tokens';

/**
 * Whether the site is locked to /maintenance (docs/spec.md §4). Switched on by a 503 answer or by
 * settings.maintenance_mode; only freshly loaded settings switch it off again.
 */
@injectable()
export class MaintenanceStore {
  isOn = false;

  constructor(@inject(TOKENS.AppEvents) events: AppEvents) {
    makeObservable(this, {
      isOn: observable,
      switchOn: actionBound,
      applySettings: actionBound,
    });
    events.maintenanceSignal.subscribe(() => this.switchOn());
  }

  switchOn(): void {
    this.isOn = true;
  }

  applySettings(maintenanceMode: boolean): void {
    this.isOn = maintenanceMode;
  }
}

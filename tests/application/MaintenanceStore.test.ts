import { describe, expect, it } from 'vitest';
import { AppEvents } from '../../src/application/events/AppEvents';
import { MaintenanceStore } from '../../src/application/stores/MaintenanceStore';

describe('MaintenanceStore', () => {
  it('is off until the maintenance signal (a 503) switches it on', () => {
    const events = new AppEvents();
    const maintenance = new MaintenanceStore(events);
    expect(maintenance.isOn).toBe(false);
    events.maintenanceSignal.emit();
    expect(maintenance.isOn).toBe(true);
  });

  it('follows settings.maintenance_mode both ways', () => {
    const maintenance = new MaintenanceStore(new AppEvents());
    maintenance.applySettings(true);
    expect(maintenance.isOn).toBe(true);
    maintenance.applySettings(false);
    expect(maintenance.isOn).toBe(false);
  });
});

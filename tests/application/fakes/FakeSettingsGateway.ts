import type { SettingsGateway } from '../../../src/application/ports/SettingsGateway';
import type { Settings } from '../../../src/application/settings/Settings';

export const TEST_SETTINGS: Settings = {
  maintenanceMode: false,
  currencySymbol: '$',
  foundryName: 'Northtype',
  abbreviation: 'NT',
  contactEmail: 'hello@northtype.test',
};

/** Answers whatever `next` holds: settings, or an error to reject with. */
export class FakeSettingsGateway implements SettingsGateway {
  calls = 0;
  next: Settings | Error;

  constructor(next: Settings | Error = TEST_SETTINGS) {
    this.next = next;
  }

  async load(): Promise<Settings> {
    this.calls += 1;
    if (this.next instanceof Error) throw this.next;
    return this.next;
  }
}

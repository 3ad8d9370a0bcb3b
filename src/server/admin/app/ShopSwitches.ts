import type { SiteSettings } from '../../settings/app/SiteSettings';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { StaffMember } from '../../staff/app/StaffMember';

/** The dashboard's switch: maintenance mode, as `main.js maintenance on|off` sets it, audited. */
export class ShopSwitches {
  constructor(
    private readonly settings: Pick<SiteSettings, 'maintenanceMode' | 'setMaintenanceMode'>,
    private readonly audit: Pick<AuditLog, 'record'>,
  ) {}

  async setMaintenance(staff: StaffMember, on: boolean): Promise<void> {
    const before = await this.settings.maintenanceMode();
    await this.settings.setMaintenanceMode(on);
    await this.audit.record(staff, {
      action: 'shop.maintenance',
      subject: 'maintenance mode',
      before: { on: before },
      after: { on },
    });
  }
}

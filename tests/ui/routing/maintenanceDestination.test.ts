import { describe, expect, it } from 'vitest';
import { maintenanceDestination } from '../../../src/ui/routing/maintenanceDestination';

const during = { maintenanceOn: true, settingsSettled: true, afterLogin: null };

describe('maintenanceDestination', () => {
  it('sends a visitor of any public page to the notice', () => {
    expect(maintenanceDestination({ ...during, pathname: '/' })).toBe('/maintenance');
    expect(maintenanceDestination({ ...during, pathname: '/user/orders' })).toBe('/maintenance');
    expect(maintenanceDestination({ ...during, pathname: '/maintenance' })).toBeNull();
  });

  it('keeps the back office open, and the login page on the way to it', () => {
    expect(maintenanceDestination({ ...during, pathname: '/admin' })).toBeNull();
    expect(maintenanceDestination({ ...during, pathname: '/admin/orders/A1' })).toBeNull();
    expect(
      maintenanceDestination({ ...during, pathname: '/user/login', afterLogin: '/admin?x=1' }),
    ).toBeNull();
  });

  it('shows a customer who opens the login page the notice', () => {
    expect(maintenanceDestination({ ...during, pathname: '/user/login' })).toBe('/maintenance');
    expect(
      maintenanceDestination({ ...during, pathname: '/user/login', afterLogin: '/user/orders' }),
    ).toBe('/maintenance');
  });

  it('leaves the notice only once the settings say maintenance is over', () => {
    const after = { maintenanceOn: false, afterLogin: null, pathname: '/maintenance' };
    expect(maintenanceDestination({ ...after, settingsSettled: false })).toBeNull();
    expect(maintenanceDestination({ ...after, settingsSettled: true })).toBe('/');
    expect(maintenanceDestination({ ...after, pathname: '/', settingsSettled: true })).toBeNull();
  });
});

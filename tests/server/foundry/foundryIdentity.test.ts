import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { demoIdentityWarning } from '../../../src/server/foundry/app/demoIdentityWarning';
import { foundryIdentity } from '../../../src/server/foundry/app/FoundryIdentity';
import { DEMO_FOUNDRY_VAT_ID } from '../../../src/server/foundry/app/foundryLegalSettings';
import { createTestApp, type TestApp } from '../support/testApp';

const OWN_IDENTITY = {
  FOUNDRY_NAME: 'Letterwerk GmbH',
  FOUNDRY_ADDRESS: 'Hofweg 3|20095 Hamburg|Germany',
  FOUNDRY_EMAIL: 'post@letterwerk.example',
  FOUNDRY_VAT_ID: 'DE136695976',
  FOUNDRY_REGISTER: 'Amtsgericht Hamburg, HRB 12345',
  FOUNDRY_MANAGING_DIRECTOR: 'Jana Setzer',
};

describe('the demo foundry', () => {
  it('has a demo VAT ID, register entry and managing director', () => {
    const identity = foundryIdentity(loadConfig({}, '/srv'));
    expect(identity.vatId).toBe(DEMO_FOUNDRY_VAT_ID);
    expect(identity.register).toMatch(/demo/);
    expect(identity.managingDirector).toMatch(/demo/);
  });

  it('is given no German demo VAT ID once the foundry sets its own address', () => {
    const config = loadConfig({ FOUNDRY_ADDRESS: '1 Rue de Rivoli|75001 Paris|France' }, '/srv');
    expect(foundryIdentity(config).vatId).toBeNull();
    expect(foundryIdentity(config).register).toBeNull();
  });

  it('makes a production start warn, naming the variables still unset', () => {
    const warning = demoIdentityWarning(
      loadConfig({ NODE_ENV: 'production', FOUNDRY_NAME: 'Letterwerk GmbH' }, '/srv'),
    );
    expect(warning).toContain(
      'set FOUNDRY_ADDRESS, FOUNDRY_EMAIL, FOUNDRY_VAT_ID, FOUNDRY_REGISTER, FOUNDRY_MANAGING_DIRECTOR',
    );
    expect(warning).not.toContain('FOUNDRY_NAME');
  });

  it('does not warn in development, nor in production with the foundry’s own identity', () => {
    expect(demoIdentityWarning(loadConfig({}, '/srv'))).toBeNull();
    expect(
      demoIdentityWarning(loadConfig({ NODE_ENV: 'production', ...OWN_IDENTITY }, '/srv')),
    ).toBeNull();
  });
});

describe('/contact and /legal-notice', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: OWN_IDENTITY });
  });
  afterAll(async () => testApp.close());

  const pageHtml = async (name: string) => {
    const response = await testApp.api.get(`/pages/templates/${name}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: string }>().data;
  };

  it('give the postal address the invoices print', async () => {
    for (const name of ['contact', 'legal-notice']) {
      const html = await pageHtml(name);
      expect(html).toContain('Letterwerk GmbH<br>\nHofweg 3<br>20095 Hamburg<br>Germany');
      expect(html).toContain('<a href="mailto:post@letterwerk.example">');
      expect(html).not.toContain('{{');
    }
  });

  it('names what §5 DDG asks for on the legal notice', async () => {
    const html = await pageHtml('legal-notice');
    for (const part of ['Jana Setzer', 'Amtsgericht Hamburg, HRB 12345', 'DE136695976']) {
      expect(html).toContain(part);
    }
  });

  it('is a server-rendered page with its own head', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/legal-notice' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>');
    expect(response.body).toMatch(/Legal notice/);
  });
});

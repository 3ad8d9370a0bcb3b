/** The parts of the foundry's identity only the legal notice and the invoices need. */
export interface FoundryLegalSettings {
  /** FOUNDRY_REGISTER, e.g. "Amtsgericht Leipzig, HRB 00000"; null: not registered. */
  register: string | null;
  /** FOUNDRY_MANAGING_DIRECTOR: the business's legal representative (§5(1) no. 1 DDG). */
  managingDirector: string | null;
  /**
   * The identity variables left unset, so still the demo foundry's. A production start names
   * them in a warning (demoIdentityWarning.ts): its invoices would carry the demo's VAT ID.
   */
  demoVariables: readonly string[];
}

/**
 * The demo foundry's VAT ID: a number with a valid German checksum (ISO 7064 MOD 11,10) that
 * belongs to nobody known; given only while FOUNDRY_ADDRESS and FOUNDRY_VAT_ID are both
 * unset, so a foundry that sets its own address is never given a German demo number.
 */
export const DEMO_FOUNDRY_VAT_ID = 'DE123456788';
const DEMO_REGISTER = 'Amtsgericht Leipzig, HRB 000000 (demo)';
const DEMO_MANAGING_DIRECTOR = 'Ada Fieldwork (demo)';

/** What a foundry sets to be itself rather than the demo (.env.example). */
export const IDENTITY_VARIABLES = [
  'FOUNDRY_NAME',
  'FOUNDRY_ADDRESS',
  'FOUNDRY_EMAIL',
  'FOUNDRY_VAT_ID',
  'FOUNDRY_REGISTER',
  'FOUNDRY_MANAGING_DIRECTOR',
] as const;

const isSet = (env: NodeJS.ProcessEnv, name: string) => Boolean(env[name]?.trim());

/** The environment with the demo's VAT ID filled in where the demo foundry is meant. */
export function withDemoVatId(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (isSet(env, 'FOUNDRY_VAT_ID') || isSet(env, 'FOUNDRY_ADDRESS')) return env;
  return { ...env, FOUNDRY_VAT_ID: DEMO_FOUNDRY_VAT_ID };
}

export function readFoundryLegalSettings(env: NodeJS.ProcessEnv): FoundryLegalSettings {
  const demo = !isSet(env, 'FOUNDRY_ADDRESS');
  const text = (name: string, demoValue: string) => env[name]?.trim() || (demo ? demoValue : null);
  return {
    register: text('FOUNDRY_REGISTER', DEMO_REGISTER),
    managingDirector: text('FOUNDRY_MANAGING_DIRECTOR', DEMO_MANAGING_DIRECTOR),
    demoVariables: IDENTITY_VARIABLES.filter((name) => !isSet(env, name)),
  };
}

import { validateSync } from 'class-validator';
import type { ErrorItem } from '../../domain/errors/ErrorItem';
import { errorItem } from '../../domain/errors/ErrorItem';
import type { Settings } from '../../domain/site/Settings';
import { SettingsDto } from './SettingsDto';

export type SettingsValidation =
  { ok: true; settings: Settings } | { ok: false; errors: ErrorItem[] };

const NOT_AN_OBJECT = 'The settings answer is not an object.';

/** Copies the answer onto a SettingsDto and checks it; unknown fields are dropped. */
export function validateSettings(body: unknown): SettingsValidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [errorItem(null, NOT_AN_OBJECT, 'invalid_settings')] };
  }
  const dto = Object.assign(new SettingsDto(), body);
  const failures = validateSync(dto);
  if (failures.length > 0) {
    return {
      ok: false,
      errors: failures.map((failure) => {
        const [rule, message] = Object.entries(failure.constraints ?? {})[0] ?? [
          'invalid_settings',
          `${failure.property} is invalid`,
        ];
        return errorItem(failure.property, message, rule);
      }),
    };
  }
  const settings: Settings = {
    maintenance_mode: dto.maintenance_mode,
    currency: dto.currency,
    currency_symbol: dto.currency_symbol,
    pro_multiplication: dto.pro_multiplication,
    foundry_name: dto.foundry_name,
    abbreviation: dto.abbreviation,
    contact_email: dto.contact_email,
  };
  return { ok: true, settings };
}

import { LICENCE_CATEGORIES, type LicenceCategory } from '../domain/pricing/LicenceCategory';
import { z } from './zod';

/** One value per licence category (desktop, web, app), each required. */
export function perLicence<T extends z.ZodMiniType>(schema: T) {
  const shape = Object.fromEntries(LICENCE_CATEGORIES.map((category) => [category, schema]));
  return z.object(shape as Record<LicenceCategory, T>);
}

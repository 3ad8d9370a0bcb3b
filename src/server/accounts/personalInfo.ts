/**
 * The personal info saved with an account (docs/spec.md §3 "Personal info") plus the club fields.
 * Stored as JSON: the checkout and the club registration each write the fields they own.
 */
export interface PersonalInfo {
  name?: string;
  company?: string;
  job_reference?: string;
  vat_number?: string;
  address1?: string;
  address2?: string;
  zip_code?: string;
  city?: string;
  state?: string;
  country?: string;
  website?: string;
  code_upgrade?: string;
  newsletter_subscribe?: boolean;
  first_name?: string;
  last_name?: string;
  instagram_handle?: string;
}

export function parsePersonalInfo(json: string): PersonalInfo {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as PersonalInfo)
      : {};
  } catch {
    return {};
  }
}

/** Only string fields that were really given replace what is saved. */
export function mergePersonalInfo(saved: PersonalInfo, update: PersonalInfo): PersonalInfo {
  const merged: PersonalInfo = { ...saved };
  for (const [key, value] of Object.entries(update) as [keyof PersonalInfo, unknown][]) {
    if (typeof value === 'string' || typeof value === 'boolean') {
      (merged as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return merged;
}

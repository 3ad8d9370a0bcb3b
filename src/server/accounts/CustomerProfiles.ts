import type { PersonalInfo } from './personalInfo';

/** Where a customer's saved personal info is kept. KyselyCustomerProfiles is the adapter. */
export interface CustomerProfiles {
  savePersonalInfo(customerId: string, personalInfo: PersonalInfo): Promise<void>;
}

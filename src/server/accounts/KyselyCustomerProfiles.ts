import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { CustomerProfiles } from './CustomerProfiles';
import type { PersonalInfo } from './personalInfo';
import { updateUser } from './userStore';

/** Saved personal info in the users table (its JSON column). */
export class KyselyCustomerProfiles implements CustomerProfiles {
  constructor(private readonly db: Kysely<Database>) {}

  async savePersonalInfo(customerId: string, personalInfo: PersonalInfo): Promise<void> {
    await updateUser(this.db, customerId, { personalInfo });
  }
}

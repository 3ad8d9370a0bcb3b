import type { Kysely } from 'kysely';
import { normaliseEmail } from '../accounts/emailAddress';
import type { Database } from '../database/schema';
import type { NewsletterSignUp } from './NewsletterSubscribers';

/**
 * Subscribing again is not an error: the latest name and location win and the first
 * sign-up date stays (an upsert, atomic on both SQLite and PostgreSQL).
 */
export async function subscribeToNewsletter(
  db: Kysely<Database>,
  signUp: NewsletterSignUp,
): Promise<void> {
  const now = new Date().toISOString();
  const name = signUp.name.trim();
  const location = signUp.location.trim().slice(0, 200);
  await db
    .insertInto('newsletter_subscriptions')
    .values({
      email: normaliseEmail(signUp.email),
      name,
      location,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({ name, location, updated_at: now }),
    )
    .execute();
}

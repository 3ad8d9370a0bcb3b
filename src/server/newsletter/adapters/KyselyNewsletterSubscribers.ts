import type { Kysely } from 'kysely';
import { normaliseEmail } from '../../accounts/app/emailAddress';
import type { Database } from '../../database/schema';
import type { NewsletterSignUp, NewsletterSubscribers } from '../app/NewsletterSubscribers';

/** Subscribers in the database (newsletter_subscriptions). */
export class KyselyNewsletterSubscribers implements NewsletterSubscribers {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Subscribing again is not an error: the latest name and location win and the first
   * sign-up date stays (an upsert, atomic on both SQLite and PostgreSQL).
   */
  async subscribe(signUp: NewsletterSignUp): Promise<void> {
    const now = new Date().toISOString();
    const name = signUp.name.trim();
    const location = signUp.location.trim().slice(0, 200);
    await this.db
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
}

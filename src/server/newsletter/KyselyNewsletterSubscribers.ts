import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { subscribeToNewsletter } from './newsletterStore';
import type { NewsletterSignUp, NewsletterSubscribers } from './NewsletterSubscribers';

/** Subscribers in the database (newsletterStore.ts). */
export class KyselyNewsletterSubscribers implements NewsletterSubscribers {
  constructor(private readonly db: Kysely<Database>) {}

  subscribe(signUp: NewsletterSignUp): Promise<void> {
    return subscribeToNewsletter(this.db, signUp);
  }
}

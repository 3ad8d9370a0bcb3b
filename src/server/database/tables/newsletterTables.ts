/** Newsletter sign-ups (migration 0203), as Kysely sees them. */
export interface NewsletterTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

export interface NewsletterSubscriptionsTable {
  /** Lower case and trimmed: one subscription per mailbox. */
  email: string;
  name: string;
  /** Where the form was (docs/spec.md §2: '/about', '/free-trials', '/newsletter'). */
  location: string;
  created_at: string;
  updated_at: string;
}

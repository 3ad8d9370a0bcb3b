/** A sign-up as the newsletter form or the trial form sends it. */
export interface NewsletterSignUp {
  email: string;
  name: string;
  /** Where the form was (docs/spec.md §2: '/about', '/free-trials', '/newsletter'). */
  location: string;
}

/** The newsletter's subscribers. KyselyNewsletterSubscribers is the adapter. */
export interface NewsletterSubscribers {
  /** Subscribing again is not an error: the latest name and location win. */
  subscribe(signUp: NewsletterSignUp): Promise<void>;
}

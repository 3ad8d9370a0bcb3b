import {
  NEWSLETTER_LOCATION_TRIALS,
  validateTrialForm,
  type TrialFormValues,
} from '../../../domain/validation/trialForms';
import { invalidForm, type InvalidForm } from '../../application/InvalidForm';
import { failed, succeeded, type Result } from '../../application/Result';
import type { MailBrand } from '../../mail/app/mailLayout';
import type { MailQueue } from '../../mail/app/MailQueue';
import type { NewsletterSubscribers } from '../../newsletter/app/NewsletterSubscribers';
import { trialDownloadPath } from './trialDownloadPath';
import type { TrialDownloads } from './TrialDownloads';
import { trialFontsMail } from './trialFontsMail';
import type { TrialFontsOnOffer } from './TrialFontsOnOffer';

/** Where a failure no one waits for is reported: the request's own logger. */
export interface ProblemLog {
  error(details: object, message: string): void;
}

export interface SendTrialFontsDeps {
  fonts: Pick<TrialFontsOnOffer, 'plan' | 'prepare'>;
  downloads: TrialDownloads;
  subscribers: NewsletterSubscribers;
  mail: Pick<MailQueue, 'enqueue'>;
  brand: MailBrand;
}

/**
 * The free trial form (docs/spec.md §2 /free-trial-fonts): e-mails a download link for the
 * trial fonts, and subscribes the requester to the newsletter when they ticked it.
 */
export class SendTrialFonts {
  constructor(private readonly deps: SendTrialFontsDeps) {}

  async execute(command: TrialFormValues, log: ProblemLog): Promise<Result<void, InvalidForm>> {
    const invalid = invalidForm(validateTrialForm(command));
    if (invalid) return failed(invalid);
    const { fonts, downloads, subscribers, mail, brand } = this.deps;
    const requester = { email: command.email ?? '', name: command.name ?? '' };

    const trialPackage = await fonts.plan();
    // Normally made at build or import time; if the content changed since, the zip is made
    // now, off this thread and not awaited, so the first click on the link finds it ready.
    fonts.prepare(trialPackage).catch((error: unknown) => {
      log.error({ err: error }, 'trial fonts: could not make the zip');
    });

    const token = await downloads.create(requester);
    const url = `${brand.publicUrl}${trialDownloadPath(token)}`;
    await mail.enqueue(trialFontsMail(requester, url, trialPackage.typefaceNames, brand));
    if (command.subscribe) {
      await subscribers.subscribe({
        ...requester,
        location: command.newsletter_subscribe_location || NEWSLETTER_LOCATION_TRIALS,
      });
    }
    return succeeded(undefined);
  }
}

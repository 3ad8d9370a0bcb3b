import { inject, injectable } from 'inversify';
import type { NewsletterGateway } from '../../application/newsletter/NewsletterGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import type { TrialFormValues } from '../../domain/validation/trialForms';

@injectable()
export class AxiosNewsletterGateway implements NewsletterGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async subscribe(values: TrialFormValues): Promise<void> {
    await this.api.post<unknown>('/subscribe', values);
  }
}

import { inject, injectable } from 'inversify';
import type { ApiClient } from '../../application/ports/ApiClient';
import type { TrialGateway } from '../../application/trials/TrialGateway';
import type { TrialPage } from '../../application/trials/TrialPage';
import { TOKENS } from '../../application/tokens';
import type { TrialFormValues } from '../../domain/validation/trialForms';
import { trialPageFromAnswer } from './trialPageFromAnswer';

@injectable()
export class AxiosTrialGateway implements TrialGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async loadPage(): Promise<TrialPage> {
    return trialPageFromAnswer(await this.api.get<unknown>('/pages/free_trials'));
  }

  async requestTrial(values: TrialFormValues): Promise<void> {
    await this.api.post<unknown>('/trials', values);
  }
}

import { inject, injectable } from 'inversify';
import type { ApiClient } from '../../application/ports/ApiClient';
import type { TrialGateway } from '../../application/trials/TrialGateway';
import type { TrialPage } from '../../application/trials/TrialPage';
import { TOKENS } from '../../application/tokens';
import { getFreeTrialsPage } from '../../contract/trials';
import type { TrialFormValues } from '../../domain/validation/trialForms';
import { parseAnswer } from '../http/parseAnswer';
import { trialPageFromAnswer } from './trialPageFromAnswer';

const PAGE_PATH = '/pages/free_trials';

@injectable()
export class AxiosTrialGateway implements TrialGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async loadPage(): Promise<TrialPage> {
    const answer = await this.api.get<unknown>(PAGE_PATH);
    return trialPageFromAnswer(parseAnswer(getFreeTrialsPage.response, answer, PAGE_PATH));
  }

  async requestTrial(values: TrialFormValues): Promise<void> {
    await this.api.post<unknown>('/trials', values);
  }
}

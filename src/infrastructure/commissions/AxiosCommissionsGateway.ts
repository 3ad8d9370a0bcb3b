import { inject, injectable } from 'inversify';
import type {
  CommissionDetail,
  CommissionList,
  CommissionsOverview,
} from '../../application/commissions/Commission';
import type { CommissionsGateway } from '../../application/commissions/CommissionsGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import {
  commissionAnswer,
  commissionListsAnswer,
  commissionOverviewAnswer,
} from '../../contract/commissionAnswers';
import { parseAnswer } from '../http/parseAnswer';
import {
  commissionDetailFromAnswer,
  commissionsOverviewFromAnswer,
} from './commissionsFromAnswers';

/** The case studies, read through their answers in the contract (src/contract/commissionAnswers.ts). */
@injectable()
export class AxiosCommissionsGateway implements CommissionsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async overview(page: number, count: number): Promise<CommissionsOverview> {
    const path = '/commissions/posts';
    const answer = await this.api.get<unknown>(path, { page, count });
    return commissionsOverviewFromAnswer(parseAnswer(commissionOverviewAnswer, answer, path));
  }

  async lists(): Promise<CommissionList[]> {
    const path = '/commissions/lists';
    return parseAnswer(commissionListsAnswer, await this.api.get<unknown>(path), path).data;
  }

  async post(slug: string): Promise<CommissionDetail> {
    const path = `/commissions/post/${encodeURIComponent(slug)}`;
    return commissionDetailFromAnswer(
      parseAnswer(commissionAnswer, await this.api.get<unknown>(path), path),
    );
  }
}

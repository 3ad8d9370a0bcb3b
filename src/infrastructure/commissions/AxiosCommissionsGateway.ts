import { inject, injectable } from 'inversify';
import type {
  CommissionDetail,
  CommissionList,
  CommissionsOverview,
} from '../../application/commissions/Commission';
import type { CommissionsGateway } from '../../application/commissions/CommissionsGateway';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { unwrapData } from '../http/unwrapData';

@injectable()
export class AxiosCommissionsGateway implements CommissionsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async overview(page: number, count: number): Promise<CommissionsOverview> {
    return unwrapData<CommissionsOverview>(
      await this.api.get<unknown>('/commissions/posts', { page, count }),
    );
  }

  async lists(): Promise<CommissionList[]> {
    return unwrapData<CommissionList[]>(await this.api.get<unknown>('/commissions/lists'));
  }

  async post(slug: string): Promise<CommissionDetail> {
    return unwrapData<CommissionDetail>(
      await this.api.get<unknown>(`/commissions/post/${encodeURIComponent(slug)}`),
    );
  }
}

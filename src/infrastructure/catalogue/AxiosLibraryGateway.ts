import { inject, injectable } from 'inversify';
import type { LibraryGateway } from '../../application/catalogue/LibraryGateway';
import type { TypefaceSummary } from '../../application/catalogue/TypefaceSummary';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import {
  LIBRARY_SUMMARY_QUERY,
  librarySummaryAnswer,
} from '../../contract/catalogue/librarySummary';
import { parseAnswer } from '../http/parseAnswer';
import { toTypefaceSummary } from '../answers/typefaceSummaryOf';

@injectable()
export class AxiosLibraryGateway implements LibraryGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async typefaces(): Promise<TypefaceSummary[]> {
    const path = '/typefaces';
    const answer = await this.api.get<unknown>(path, LIBRARY_SUMMARY_QUERY);
    return parseAnswer(librarySummaryAnswer, answer, path).data.map(toTypefaceSummary);
  }
}

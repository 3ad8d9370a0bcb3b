import type { ListPage } from './BackOffice';
import type {
  ClubModel,
  CodeRow,
  CodeUse,
  CustomerCaseModel,
  CustomerRow,
  NewCodeDraft,
} from './DeskModels';

/**
 * The back office's customers, discount codes and club (/api/v1/admin/…). Failures reject
 * with an ApiError carrying the server's `{field, message, rule}` items.
 */
export interface BackOfficeDesks {
  customers(text: string, page: number): Promise<ListPage<CustomerRow>>;
  customer(id: string): Promise<CustomerCaseModel>;
  /** Answers the message to show ("A password reset link is on its way to …"). */
  sendPasswordReset(id: string): Promise<string>;
  codes(): Promise<CodeRow[]>;
  createCode(draft: NewCodeDraft): Promise<CodeRow>;
  changeCodeLimits(code: string, expiresOn: string, maxUses: string): Promise<CodeRow>;
  disableCode(code: string): Promise<CodeRow>;
  codeUses(code: string): Promise<CodeUse[]>;
  club(): Promise<ClubModel>;
  inviteToClub(email: string, coworkerOf: string): Promise<string>;
}

import { inject, injectable } from 'inversify';
import type { ListPage } from '../../application/admin/BackOffice';
import type { BackOfficeDesks } from '../../application/admin/BackOfficeDesks';
import type {
  ClubModel,
  CodeRow,
  CodeUse,
  CustomerCaseModel,
  CustomerRow,
  NewCodeDraft,
} from '../../application/admin/DeskModels';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import {
  adminCustomerAnswer,
  adminCustomersAnswer,
  adminDoneAnswer,
} from '../../contract/adminAnswers';
import {
  adminClubAnswer,
  adminCodeAnswer,
  adminCodesAnswer,
  adminCodeUsesAnswer,
  type AdminCodeAnswer,
} from '../../contract/adminCodeAnswers';
import { parseAnswer } from '../http/parseAnswer';

const codeRowOf = (code: AdminCodeAnswer): CodeRow => ({
  code: code.code,
  size: code.size,
  expiresOn: code.expires_on,
  maxUses: code.max_uses,
  uses: code.uses,
  typefaces: code.typefaces,
  disabled: code.disabled,
});

/** An empty field is "none"; anything else goes as typed, and the server judges it. */
const dayOrNull = (text: string) => text.trim() || null;
const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

@injectable()
export class AxiosBackOfficeDesks implements BackOfficeDesks {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async customers(text: string, page: number): Promise<ListPage<CustomerRow>> {
    const path = '/admin/customers';
    const query = { q: text.trim() || undefined, page };
    const answer = parseAnswer(adminCustomersAnswer, await this.api.get(path, query), path);
    return {
      rows: answer.customers.map((customer) => ({
        id: customer.id,
        email: customer.email,
        name: customer.name,
        company: customer.company,
        clubMember: customer.club_member,
        createdAt: customer.created_at,
      })),
      total: answer.total,
      page: answer.page,
      pageSize: answer.page_size,
    };
  }

  async customer(id: string): Promise<CustomerCaseModel> {
    const path = `/admin/customers/${encodeURIComponent(id)}`;
    const answer = parseAnswer(adminCustomerAnswer, await this.api.get(path), path);
    return {
      id: answer.id,
      email: answer.email,
      name: answer.name,
      company: answer.company,
      clubMember: answer.club_member,
      staff: answer.staff,
      createdAt: answer.created_at,
      orders: answer.orders.map((order) => ({
        id: order.id,
        status: order.status,
        createdAt: order.created_at,
        total: order.total,
      })),
      signIns: answer.sign_ins.map((signIn) => ({
        at: signIn.at,
        ipAddress: signIn.ip_address,
        userAgent: signIn.user_agent,
        secondFactor: signIn.second_factor,
      })),
      signInsKeptDays: answer.sign_ins_kept_days,
    };
  }

  async sendPasswordReset(id: string): Promise<string> {
    const path = `/admin/customers/${encodeURIComponent(id)}/password-reset`;
    return parseAnswer(adminDoneAnswer, await this.api.post(path, {}), path).message;
  }

  async codes(): Promise<CodeRow[]> {
    const path = '/admin/codes';
    return parseAnswer(adminCodesAnswer, await this.api.get(path), path).codes.map(codeRowOf);
  }

  async createCode(draft: NewCodeDraft): Promise<CodeRow> {
    const path = '/admin/codes';
    const body = {
      code: draft.code.trim(),
      kind: draft.kind,
      value: draft.value.trim(),
      expires_on: dayOrNull(draft.expiresOn),
      max_uses: countOrNull(draft.maxUses),
      typefaces: draft.typefaces
        .split(',')
        .map((page) => page.trim())
        .filter(Boolean),
    };
    return codeRowOf(parseAnswer(adminCodeAnswer, await this.api.post(path, body), path));
  }

  async changeCodeLimits(code: string, expiresOn: string, maxUses: string): Promise<CodeRow> {
    const path = `/admin/codes/${encodeURIComponent(code)}/limits`;
    const body = { expires_on: dayOrNull(expiresOn), max_uses: countOrNull(maxUses) };
    return codeRowOf(parseAnswer(adminCodeAnswer, await this.api.put(path, body), path));
  }

  async disableCode(code: string): Promise<CodeRow> {
    const path = `/admin/codes/${encodeURIComponent(code)}/disable`;
    return codeRowOf(parseAnswer(adminCodeAnswer, await this.api.post(path, {}), path));
  }

  async codeUses(code: string): Promise<CodeUse[]> {
    const path = `/admin/codes/${encodeURIComponent(code)}/uses`;
    const answer = parseAnswer(adminCodeUsesAnswer, await this.api.get(path), path);
    return answer.orders.map((order) => ({
      id: order.id,
      status: order.status,
      createdAt: order.created_at,
      email: order.email,
      total: order.total,
    }));
  }

  async club(): Promise<ClubModel> {
    const path = '/admin/club';
    const answer = parseAnswer(adminClubAnswer, await this.api.get(path), path);
    return {
      members: answer.members.map(({ id, email, name, company }) => ({ id, email, name, company })),
      membersTotal: answer.members_total,
      openInvites: answer.open_invites.map((invite) => ({
        email: invite.email,
        coworker: invite.coworker_invite,
        invitedBy: invite.invited_by_email,
        createdAt: invite.created_at,
      })),
    };
  }

  async inviteToClub(email: string, coworkerOf: string): Promise<string> {
    const path = '/admin/club/invites';
    const body = { email: email.trim(), coworker_of: coworkerOf.trim() || null };
    return parseAnswer(adminDoneAnswer, await this.api.post(path, body), path).message;
  }
}

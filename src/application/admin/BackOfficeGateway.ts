import type {
  AuditRow,
  ListPage,
  OrderFilter,
  OrderPartyModel,
  OrderRow,
  ShopStatus,
  StaffOrder,
  StaffSession,
} from './BackOffice';

/**
 * The back office's calls (/api/v1/admin/…). Every failure rejects with an ApiError: 401 for
 * a guest, 403 for a customer (`staff_only`) or before the second factor
 * (`second_factor_required`).
 */
export interface BackOfficeGateway {
  session(): Promise<StaffSession>;
  giveSecondFactor(code: string): Promise<StaffSession>;
  orders(filter: OrderFilter): Promise<ListPage<OrderRow>>;
  order(id: string): Promise<StaffOrder>;
  /** Answers the message to show ("The receipt is on its way to …"). */
  resendReceipt(id: string): Promise<string>;
  correctLicensee(id: string, licensee: OrderPartyModel): Promise<string>;
  /**
   * Refunds those lines (their indexes in the order), or every line not refunded yet when
   * `lines` is null; the server works out the amounts (docs/back-office.md "Refunds").
   * Answers the message to show, which names the credit note issued.
   */
  refund(id: string, lines: number[] | null): Promise<string>;
  /**
   * Says staff paid the customer the refund of that credit note another way, after the card
   * processor could not pay it out; `note` says how ("bank transfer 2026-11-30"). Answers the
   * message to show.
   */
  markPaidOtherwise(id: string, creditNote: string, note: string): Promise<string>;
  audit(page: number): Promise<ListPage<AuditRow>>;
  shopStatus(): Promise<ShopStatus>;
  setMaintenance(on: boolean): Promise<boolean>;
}

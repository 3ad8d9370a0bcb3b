import { errorItem } from '../../../domain/errors/ErrorItem';
import { isoDayNumber } from '../../../domain/pricing/juniorDiscount';
import { normaliseDiscountCode } from '../../../domain/pricing/discountCode';
import { failed, succeeded, type Result } from '../../application/Result';
import type { InvalidForm } from '../../application/InvalidForm';
import { contentNotFound, type ContentNotFound } from '../../catalogue/app/ContentNotFound';
import type { DiscountCodeBook, DiscountCodeRecord } from '../../discounts/app/DiscountCodes';
import type { AuditLog } from '../../staff/app/AuditLog';
import type { StaffMember } from '../../staff/app/StaffMember';
import type { AdminOrders, OrderSummary } from './AdminOrders';
import { termsOfForm, type DiscountCodeForm } from './discountCodeForm';

export interface CodeLimits {
  expiresOn: string | null;
  maxUses: number | null;
}

const invalid = (field: string, message: string, rule: string): InvalidForm => ({
  name: 'InvalidForm',
  errors: [errorItem(field, message, rule)],
});

const noSuchCode = (code: string) => contentNotFound(`There is no discount code ${code}.`);

/**
 * The back office's discount codes (docs/discounts.md): what `main.js discount-code` does,
 * through the same store, plus changing a code's end and limit, disabling it and listing the
 * orders that hold its uses. Every change is audited, before and after.
 */
export class DiscountCodeDesk {
  constructor(
    private readonly codes: DiscountCodeBook,
    private readonly orders: Pick<AdminOrders, 'search'>,
    private readonly audit: Pick<AuditLog, 'record'>,
  ) {}

  list(): Promise<DiscountCodeRecord[]> {
    return this.codes.list();
  }

  async create(
    staff: StaffMember,
    form: DiscountCodeForm,
  ): Promise<Result<DiscountCodeRecord, InvalidForm | ContentNotFound>> {
    const parsed = termsOfForm(form);
    if (!parsed.ok) return failed({ name: 'InvalidForm', errors: [parsed.error] });
    if (!(await this.codes.create(parsed.terms))) {
      return failed(invalid('code', `The code ${parsed.terms.code} exists already.`, 'unique'));
    }
    await this.audit.record(staff, {
      action: 'discount_code.created',
      subject: parsed.terms.code,
      before: null,
      after: parsed.terms,
    });
    return this.opened(parsed.terms.code);
  }

  async changeLimits(
    staff: StaffMember,
    rawCode: string,
    limits: CodeLimits,
  ): Promise<Result<DiscountCodeRecord, InvalidForm | ContentNotFound>> {
    if (limits.expiresOn !== null && isoDayNumber(limits.expiresOn) === null) {
      return failed(invalid('expires_on', 'The last day must be a date, YYYY-MM-DD.', 'date'));
    }
    if (limits.maxUses !== null && (!Number.isSafeInteger(limits.maxUses) || limits.maxUses < 1)) {
      return failed(invalid('max_uses', 'The uses must be a whole number of at least 1.', 'min'));
    }
    const code = normaliseDiscountCode(rawCode);
    const before = await this.codes.record(code);
    if (!before) return failed(noSuchCode(code));
    await this.codes.changeLimits(code, limits);
    await this.audit.record(staff, {
      action: 'discount_code.limits_changed',
      subject: code,
      before: { expires_on: before.expiresOn, max_uses: before.maxUses },
      after: { expires_on: limits.expiresOn, max_uses: limits.maxUses },
    });
    return this.opened(code);
  }

  async disable(
    staff: StaffMember,
    rawCode: string,
  ): Promise<Result<DiscountCodeRecord, ContentNotFound>> {
    const code = normaliseDiscountCode(rawCode);
    const before = await this.codes.record(code);
    if (!before) return failed(noSuchCode(code));
    if (before.disabledAt === null) {
      await this.codes.disable(code);
      await this.audit.record(staff, {
        action: 'discount_code.disabled',
        subject: code,
        before: { disabled: false },
        after: { disabled: true },
      });
    }
    return this.opened(code);
  }

  /** The orders that hold a use of the code, newest first. */
  async uses(
    rawCode: string,
    page: number,
    pageSize: number,
  ): Promise<Result<{ orders: OrderSummary[]; total: number }, ContentNotFound>> {
    const code = normaliseDiscountCode(rawCode);
    if (!(await this.codes.record(code))) return failed(noSuchCode(code));
    return succeeded(await this.orders.search({ discountCode: code, page, pageSize }));
  }

  private async opened(code: string): Promise<Result<DiscountCodeRecord, ContentNotFound>> {
    const record = await this.codes.record(code);
    return record ? succeeded(record) : failed(noSuchCode(code));
  }
}

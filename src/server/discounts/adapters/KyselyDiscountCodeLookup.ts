import type { Kysely } from 'kysely';
import type { DiscountCodeTerms } from '../../../domain/pricing/discountCode';
import type { Database } from '../../database/schema';
import type { DiscountCodesTable } from '../../database/tables/discountCodeTables';
import type {
  DiscountCodeBook,
  DiscountCodeLookup,
  DiscountCodeRecord,
  NewDiscountCode,
} from '../app/DiscountCodes';

/**
 * Discount codes in the database: made and listed by `main.js discount-code` and the back
 * office (DiscountCodeDesk). A disabled code is not found for pricing: it reads as unknown.
 */
export class KyselyDiscountCodeLookup implements DiscountCodeLookup, DiscountCodeBook {
  constructor(private readonly db: Kysely<Database>) {}

  async find(code: string): Promise<DiscountCodeTerms | null> {
    const row = await this.db
      .selectFrom('discount_codes')
      .selectAll()
      .where('code', '=', code)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    return row ? termsOf(row) : null;
  }

  /** The code, disabled or not; null when there is none. */
  async record(code: string): Promise<DiscountCodeRecord | null> {
    const row = await this.db
      .selectFrom('discount_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  /** False when the code exists already. */
  async create(terms: NewDiscountCode, now: Date = new Date()): Promise<boolean> {
    const result = await this.db
      .insertInto('discount_codes')
      .values({
        code: terms.code,
        kind: terms.kind,
        percent: terms.percent,
        amount_cents: terms.amountCents,
        expires_on: terms.expiresOn,
        max_uses: terms.maxUses,
        uses: 0,
        typefaces_json: terms.typefaces ? JSON.stringify(terms.typefaces) : null,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async list(): Promise<DiscountCodeRecord[]> {
    const rows = await this.db.selectFrom('discount_codes').selectAll().orderBy('code').execute();
    return rows.map(recordOf);
  }

  /** Sets the last day and the number of orders it may serve (null: no end, no limit). */
  async changeLimits(
    code: string,
    limits: Pick<DiscountCodeTerms, 'expiresOn' | 'maxUses'>,
  ): Promise<void> {
    await this.db
      .updateTable('discount_codes')
      .set({ expires_on: limits.expiresOn, max_uses: limits.maxUses })
      .where('code', '=', code)
      .execute();
  }

  async disable(code: string, at: Date = new Date()): Promise<void> {
    await this.db
      .updateTable('discount_codes')
      .set({ disabled_at: at.toISOString() })
      .where('code', '=', code)
      .where('disabled_at', 'is', null)
      .execute();
  }
}

function recordOf(row: DiscountCodesTable): DiscountCodeRecord {
  return { ...termsOf(row), disabledAt: row.disabled_at, createdAt: row.created_at };
}

function termsOf(row: DiscountCodesTable): DiscountCodeTerms {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent === null ? null : Number(row.percent),
    amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
    expiresOn: row.expires_on,
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    uses: Number(row.uses),
    typefaces: row.typefaces_json ? (JSON.parse(row.typefaces_json) as string[]) : null,
  };
}

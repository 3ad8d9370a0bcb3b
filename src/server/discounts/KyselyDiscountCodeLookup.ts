import type { Kysely } from 'kysely';
import type { DiscountCodeTerms } from '../../domain/pricing/discountCode';
import type { Database } from '../database/schema';
import type { DiscountCodesTable } from './discountCodeTables';

export type NewDiscountCode = Omit<DiscountCodeTerms, 'uses'>;

/** Finds terms by code for pricing (CartPricer's DiscountCodeLookup). */
export interface DiscountCodeLookup {
  find(code: string): Promise<DiscountCodeTerms | null>;
}

/** Discount codes in the database: made and listed by `main.js discount-code`. */
export class KyselyDiscountCodeLookup implements DiscountCodeLookup {
  constructor(private readonly db: Kysely<Database>) {}

  async find(code: string): Promise<DiscountCodeTerms | null> {
    const row = await this.db
      .selectFrom('discount_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? termsOf(row) : null;
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

  async list(): Promise<DiscountCodeTerms[]> {
    const rows = await this.db.selectFrom('discount_codes').selectAll().orderBy('code').execute();
    return rows.map(termsOf);
  }
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

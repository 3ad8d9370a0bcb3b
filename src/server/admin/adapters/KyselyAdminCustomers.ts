import type { Kysely, Selectable } from 'kysely';
import type { UsersTable } from '../../database/tables/accountTables';
import type { Database } from '../../database/schema';
import type { AdminCustomers, CustomerCase, CustomerSummary } from '../app/AdminCustomers';
import type { AdminOrders } from '../app/AdminOrders';
import { containsLower } from './containsLower';

const MAX_ORDERS_SHOWN = 100;

function summaryOf(row: Selectable<UsersTable>): CustomerSummary {
  const info = JSON.parse(row.personal_info_json) as { name?: unknown; company?: unknown };
  return {
    id: row.id,
    email: row.email,
    name: typeof info.name === 'string' ? info.name : '',
    company: typeof info.company === 'string' && info.company ? info.company : null,
    clubMember: row.club_member === 1,
    staff: row.role === 'staff',
    createdAt: row.created_at,
  };
}

/** Accounts as the back office finds them: the saved personal info holds names and companies. */
export class KyselyAdminCustomers implements AdminCustomers {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: Pick<AdminOrders, 'search'>,
  ) {}

  async search(text: string | undefined, page: number, pageSize: number, clubMembersOnly = false) {
    let query = this.db.selectFrom('users');
    if (clubMembersOnly) query = query.where('club_member', '=', 1);
    const wanted = text?.trim();
    if (wanted) {
      query = query.where((eb) =>
        eb.or([
          containsLower(eb, 'email', wanted),
          containsLower(eb, 'personal_info_json', wanted),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { customers: rows.map(summaryOf), total: Number(count.count) };
  }

  async find(id: string): Promise<CustomerCase | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const { orders } = await this.orders.search({
      text: row.email,
      page: 1,
      pageSize: MAX_ORDERS_SHOWN,
    });
    return { ...summaryOf(row), orders: orders.filter((order) => order.email === row.email) };
  }
}

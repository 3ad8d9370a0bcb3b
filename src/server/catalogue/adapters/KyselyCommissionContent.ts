import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema';
import {
  commissionAnswer,
  commissionListsAnswer,
  commissionOverviewAnswer,
} from './answers/commissionAnswers';
import type { CommissionContent } from '../app/CatalogueContent';
import type { PageRequest } from '../app/pagination';

/** The case studies, their lists and snippets in the database (answers/commissionAnswers.ts). */
export class KyselyCommissionContent implements CommissionContent {
  constructor(private readonly db: Kysely<Database>) {}

  async commissionOverview(request: PageRequest) {
    const [rows, snippets] = await Promise.all([
      this.allCommissions(),
      this.db
        .selectFrom('commission_snippets')
        .select(['title', 'content_html'])
        .orderBy('position')
        .execute(),
    ]);
    return commissionOverviewAnswer(rows, snippets, request);
  }

  async commission(slug: string) {
    return commissionAnswer(await this.allCommissions(), slug);
  }

  async commissionLists() {
    const [lists, rows] = await Promise.all([
      this.db.selectFrom('commission_lists').selectAll().orderBy('sort_order').execute(),
      this.allCommissions(),
    ]);
    return commissionListsAnswer(lists, rows);
  }

  private allCommissions() {
    return this.db
      .selectFrom('commissions')
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('slug')
      .execute();
  }
}

import type { Selectable } from 'kysely';
import { contentImageUrl } from '../../../content/app/contentDirectory';
import { failed, succeeded } from '../../../application/Result';
import { contentNotFound } from '../../app/ContentNotFound';
import type {
  CommissionListsTable,
  CommissionsTable,
} from '../../../database/tables/catalogueTables';
import { pageWindow, type PageRequest } from '../../app/pagination';
import { parseJsonList } from '../../app/typefaceRows';

/** A case study's row; KyselyCommissionContent reads them newest first. */
export type CommissionRow = Selectable<CommissionsTable>;

function listItem(row: CommissionRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    project_category: row.project_category,
    summary: row.summary,
    published_at: row.published_at,
    featured_image: contentImageUrl(row.featured_image),
    header_image: contentImageUrl(row.header_image),
    thumbnail_image: contentImageUrl(row.thumbnail_image),
  };
}

/** GET /commissions/posts: the featured case study, the 'Work with us' snippets and a page of posts. */
export function commissionOverviewAnswer(
  rows: CommissionRow[],
  snippets: Array<{ title: string; content_html: string }>,
  request: PageRequest,
) {
  const window = pageWindow(rows.length, request);
  const featured = rows.find((row) => row.featured === 1);
  return {
    featured: featured ? listItem(featured) : null,
    snippets: snippets.map((snippet) => ({ title: snippet.title, content: snippet.content_html })),
    posts: rows.slice(window.offset, window.offset + window.count).map(listItem),
    total: rows.length,
    page: window.page,
    last_page: window.last_page,
    count: window.count,
  };
}

/** GET /commissions/post/{slug}. */
export function commissionAnswer(rows: CommissionRow[], slug: string) {
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) return failed(contentNotFound('This case study does not exist.'));
  const related = parseJsonList<string>(row.related_json)
    .map((relatedSlug) => rows.find((candidate) => candidate.slug === relatedSlug))
    .filter((candidate): candidate is CommissionRow => candidate !== undefined);
  return succeeded({
    ...listItem(row),
    designer: row.designer,
    sidebar_text: row.sidebar_text,
    content_html: row.content_html,
    typeface: row.typeface,
    description: row.description,
    related: related.map((item) => ({
      slug: item.slug,
      title: item.title,
      typeface: item.typeface,
      description: item.description,
      thumbnail_image: contentImageUrl(item.thumbnail_image),
    })),
    meta: { title: row.title, description: row.summary, image: contentImageUrl(row.header_image) },
  });
}

/** GET /commissions/lists: the side navigation, plus every case study for the detail sidebar. */
export function commissionListsAnswer(
  lists: Array<Selectable<CommissionListsTable>>,
  rows: CommissionRow[],
) {
  const link = (row: CommissionRow) => ({ slug: row.slug, title: row.title });
  return {
    data: lists.map((list) => ({
      name: list.name,
      slug: list.slug,
      commissions: parseJsonList<string>(list.commission_slugs_json)
        .map((slug) => rows.find((row) => row.slug === slug))
        .filter((row): row is CommissionRow => row !== undefined)
        .map(link),
    })),
    all: rows.map(link),
  };
}

import type {
  getBlogCategories,
  getBlogTypefaces,
  getFilteredPosts,
  getPost,
  getPosts,
} from '../../../contract/blog';
import type { getGlyphSet, getSubfamilyStyles } from '../../../contract/catalogue/glyphs';
import type { getTypeface } from '../../../contract/catalogue/specimen';
import type { getCollection, getTypefaces } from '../../../contract/catalogue/typefaces';
import type {
  getCommission,
  getCommissionLists,
  getCommissionPosts,
} from '../../../contract/commissions';
import type { getHomepage, getHomepageBlocks, getPageTemplate } from '../../../contract/content';
import type { Endpoint } from '../../../contract/Endpoint';
import type { getFreeTrialsPage } from '../../../contract/trials';
import type { z } from '../../../contract/zod';
import type { TypefaceRecord } from './TypefaceRecord';
import type { Found } from './ContentNotFound';
import type { PageRequest } from './pagination';

/** What an endpoint's answer is built from: its schema's input, before serialisation. */
export type AnswerInput<E extends Endpoint> = z.input<E['response']>;

/*
 * The imported content as the catalogue's routes and the page heads read it, one port per
 * area: each answer in its endpoint's shape (src/contract). An unknown slug or id is answered
 * as ContentNotFound. The answers are built by the adapters (KyselyTypefaceContent,
 * KyselyBlogContent, KyselyPageContent, KyselyCommissionContent) and cached per content
 * version by the routes (cachedRoute.ts).
 */

/** The library, a family's specimen, glyphs and styles, and the collections. */
export interface TypefaceContent {
  typefaces(): Promise<AnswerInput<typeof getTypefaces>>;
  /** A family's specimen; its "from" price comes from the shops. */
  specimen(page: string): Promise<Found<Omit<AnswerInput<typeof getTypeface>, 'from_price'>>>;
  /** A family with its subfamilies and styles, by slug or id (its specimen PDF). */
  typeface(page: string): Promise<Found<TypefaceRecord>>;
  /** Every family with its subfamilies and styles, in sort order. */
  typefaceRecords(): Promise<TypefaceRecord[]>;
  glyphSet(page: string, style: string): Promise<Found<AnswerInput<typeof getGlyphSet>>>;
  collection(page: string): Promise<Found<AnswerInput<typeof getCollection>>>;
  subfamilyStyles(id: number): Promise<Found<AnswerInput<typeof getSubfamilyStyles>>>;
}

/** The blog's lists, posts, typefaces and categories. */
export interface BlogContent {
  posts(page: PageRequest): Promise<AnswerInput<typeof getPosts>>;
  filteredPosts(
    filter: string,
    page: PageRequest,
  ): Promise<Found<AnswerInput<typeof getFilteredPosts>>>;
  post(category: string, slug: string): Promise<Found<AnswerInput<typeof getPost>>>;
  blogTypefaces(): Promise<AnswerInput<typeof getBlogTypefaces>>;
  blogCategories(): Promise<AnswerInput<typeof getBlogCategories>>;
}

/** The home page and the pages written in content/pages. */
export interface PageContent {
  homeBlocks(): Promise<AnswerInput<typeof getHomepageBlocks>>;
  homepage(): Promise<AnswerInput<typeof getHomepage>>;
  pageTemplate(name: string): Promise<Found<AnswerInput<typeof getPageTemplate>>>;
  freeTrialsPage(): Promise<Found<AnswerInput<typeof getFreeTrialsPage>>>;
}

/** The case studies and their lists. */
export interface CommissionContent {
  commissionOverview(page: PageRequest): Promise<AnswerInput<typeof getCommissionPosts>>;
  commission(slug: string): Promise<Found<AnswerInput<typeof getCommission>>>;
  commissionLists(): Promise<AnswerInput<typeof getCommissionLists>>;
}

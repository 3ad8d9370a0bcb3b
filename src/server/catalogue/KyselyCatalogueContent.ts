import type { Kysely } from 'kysely';
import { succeeded } from '../application/Result';
import type { Database } from '../database/schema';
import {
  blogCategoriesAnswer,
  blogTypefacesAnswer,
  filteredPostListAnswer,
  postAnswer,
  postListAnswer,
} from './answers/blogAnswers';
import { collectionAnswer } from './answers/collectionAnswer';
import {
  commissionAnswer,
  commissionListsAnswer,
  commissionOverviewAnswer,
} from './answers/commissionAnswers';
import { glyphSetAnswer } from './answers/glyphAnswer';
import { homeBlocksAnswer, homepageAnswer } from './answers/homeAnswers';
import { freeTrialsAnswer, pageTemplateAnswer } from './answers/pageAnswers';
import {
  findTypeface,
  subfamilyStylesAnswer,
  typefaceListAnswer,
  typefaceSpecimenAnswer,
} from './answers/typefaceAnswers';
import { typefaceRecordOf } from './answers/typefaceRecordOf';
import { loadTypefaceRows } from './answers/typefaceRows';
import type { CatalogueContent } from './CatalogueContent';
import type { PageRequest } from './pagination';

/** The imported content in the database (the answer builders of answers/). */
export class KyselyCatalogueContent implements CatalogueContent {
  constructor(
    private readonly db: Kysely<Database>,
    /** content/, where the glyph sets' fonts are read from. */
    private readonly contentDir: string,
  ) {}

  typefaces() {
    return typefaceListAnswer(this.db);
  }
  specimen(page: string) {
    return typefaceSpecimenAnswer(this.db, page);
  }
  async typeface(page: string) {
    const found = await findTypeface(this.db, page);
    return found.ok ? succeeded(typefaceRecordOf(found.value)) : found;
  }
  async typefaceRecords() {
    return (await loadTypefaceRows(this.db)).map(typefaceRecordOf);
  }
  glyphSet(page: string, style: string) {
    return glyphSetAnswer(this.db, this.contentDir, page, style);
  }
  collection(page: string) {
    return collectionAnswer(this.db, page);
  }
  subfamilyStyles(id: number) {
    return subfamilyStylesAnswer(this.db, id);
  }

  posts(page: PageRequest) {
    return postListAnswer(this.db, page);
  }
  filteredPosts(filter: string, page: PageRequest) {
    return filteredPostListAnswer(this.db, filter, page);
  }
  post(category: string, slug: string) {
    return postAnswer(this.db, category, slug);
  }
  blogTypefaces() {
    return blogTypefacesAnswer(this.db);
  }
  blogCategories() {
    return blogCategoriesAnswer(this.db);
  }

  homeBlocks() {
    return homeBlocksAnswer(this.db);
  }
  homepage() {
    return homepageAnswer(this.db);
  }
  pageTemplate(name: string) {
    return pageTemplateAnswer(this.db, name);
  }
  freeTrialsPage() {
    return freeTrialsAnswer(this.db);
  }

  commissionOverview(page: PageRequest) {
    return commissionOverviewAnswer(this.db, page);
  }
  commission(slug: string) {
    return commissionAnswer(this.db, slug);
  }
  commissionLists() {
    return commissionListsAnswer(this.db);
  }
}

import type { PublicPage } from './publicPages';

/** What a post's social image shows of it. */
export interface PostCardFacts {
  name: string;
  /** The post's image, relative to content/. */
  image: string | null;
}

/** What a case study's social image shows of it. */
export interface CommissionCardFacts {
  title: string;
  project_category: string;
  /** Relative to content/. */
  header_image: string | null;
}

/**
 * The site's pages as the sitemap and the social images read them from the imported
 * content. KyselySiteIndex is the adapter.
 */
export interface SiteIndex {
  /** Every public page with its last change. */
  publicPages(): Promise<PublicPage[]>;
  postCard(slug: string): Promise<PostCardFacts | undefined>;
  commissionCard(slug: string): Promise<CommissionCardFacts | undefined>;
}

/** docs/spec.md §3 "Commission list: slug, title". */
export interface CommissionLink {
  slug: string;
  title: string;
}

/** A side-navigation list of case studies. */
export interface CommissionList {
  name: string;
  slug: string;
  commissions: CommissionLink[];
}

/** docs/spec.md §3 "Commission post". */
export interface CommissionPost {
  slug: string;
  title: string;
  featuredImage: string | null;
  headerImage: string | null;
  projectCategory: string;
  summary: string;
}

/** A 'Work with us' snippet: title and HTML content. */
export interface CommissionSnippet {
  title: string;
  content: string;
}

/** docs/spec.md §3 "Commission response: featured, snippets, posts". */
export interface CommissionsOverview {
  featured: CommissionPost | null;
  snippets: CommissionSnippet[];
  posts: CommissionPost[];
}

/** An 'Other case studies' entry. */
export interface RelatedCommission {
  slug: string;
  title: string;
  typeface: string | null;
  description: string;
  thumbnailImage: string | null;
}

/** docs/spec.md §3 "Commission detail". */
export interface CommissionDetail {
  slug: string;
  title: string;
  projectCategory: string;
  publishedAt: string;
  designer: string | null;
  sidebarText: string;
  contentHtml: string;
  thumbnailImage: string | null;
  headerImage?: string | null;
  typeface: string | null;
  description: string;
  related: RelatedCommission[];
}

/** docs/spec.md §3 "Blog category: name, slug". */
export interface BlogCategory {
  name: string;
  slug: string;
}

/** A family a post features: `slug` is the typeface page. */
export interface BlogFamilyTag {
  name: string;
  slug: string;
}

/** docs/spec.md §3 "Blog post list item". */
export interface BlogPostSummary {
  name: string;
  slug: string;
  category: string;
  image: string | null;
  excerpt: string;
  class?: string;
  categories: BlogCategory[];
  families: BlogFamilyTag[];
}

/** docs/spec.md §3: "A list response has data and total." */
export interface BlogPostPage {
  data: BlogPostSummary[];
  total: number;
}

/** A post in a 'Recent blog posts' list: typeface 'in use', or else its description. */
export interface RecentPost {
  name: string;
  slug: string;
  category: string;
  image: string | null;
  typeface?: string | null;
  description?: string | null;
}

/** docs/spec.md §3 "Blog post". */
export interface BlogPost {
  name: string;
  slug: string;
  category: string;
  html: string;
  description: string;
  meta: {
    title: string;
    description: string;
    thumbImage: string | null;
    class?: string;
    sidebarText: string;
    date: string;
    designer?: string | null;
    categories: BlogCategory[];
    families: BlogFamilyTag[];
  };
  blogs: RecentPost[];
}

/** docs/spec.md §3 "Blog typeface: page, name". */
export interface BlogTypeface {
  page: string;
  name: string;
}

/** docs/spec.md §2: a post lives at /blog/{category}/{slug}. */
export function postPath(post: { category: string; slug: string }): string {
  return `/blog/${post.category}/${post.slug}`;
}

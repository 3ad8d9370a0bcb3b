/**
 * docs/spec.md §7 echoes the XSRF cookie only to relative URLs, so the token never leaks to
 * another host. "http://x", "https://x" and protocol-relative "//x" are absolute.
 */
export function isRelativeUrl(url: string): boolean {
  return !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
}

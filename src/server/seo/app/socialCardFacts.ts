import path from 'node:path';
import { matchRoute, ROUTES } from '../../../site/routeTable';
import type { TypefaceContent } from '../../catalogue/app/CatalogueContent';
import type { SiteIndex } from '../../catalogue/app/SiteIndex';
import { regularStyle } from '../../content/app/fonts/regularStyle';
import type { SiteType } from '../../siteType/app/siteType';

/** What a social image shows. */
export interface SocialCard {
  /** The large line: a typeface, post, case study or page name. */
  title: string;
  /** The small line above it. */
  kicker: string;
  /** Absolute path of the SVG artwork beside the text, or null. */
  artwork: string | null;
  /** Absolute path of the font file the title is set in. */
  titleFont: string;
  /** Absolute path of the font file the kicker is set in. */
  kickerFont: string;
}

export const SOCIAL_KINDS = ['typeface', 'post', 'commission', 'page'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export function isSocialKind(kind: string): kind is SocialKind {
  return (SOCIAL_KINDS as readonly string[]).includes(kind);
}

/** What a social image is read from of the catalogue (the app's Catalogue has it). */
export interface SocialCardContent {
  typefaceContent: TypefaceContent;
  siteIndex: SiteIndex;
  /** Where the artwork and the font files are. */
  contentDir: string;
  foundryName: string;
}

/** The artwork of pages that have none of their own: the home page's. */
const PAGE_ARTWORK = 'images/home/hero.svg';
const HOME = 'home';

/** '/' → 'home', '/free-trial-fonts' → 'free-trial-fonts', '/blog/:filter' → 'blog'. */
export function pageSocialSlug(routePath: string): string {
  const first = routePath.split('/').filter(Boolean)[0];
  if (!first || first.startsWith(':')) return HOME;
  const route = matchRoute(`/${first}`);
  return route && route.access === 'public' && route.path === `/${first}` ? first : HOME;
}

/**
 * The facts of a social image, from the imported content and the site's own type: a
 * typeface's name is set in its own regular, everything else in the site's heading face.
 * Undefined when there is no such typeface, post, case study or page.
 */
export async function socialCardFacts(
  catalogue: SocialCardContent,
  siteType: SiteType,
  kind: SocialKind,
  slug: string,
): Promise<SocialCard | undefined> {
  const { typefaceContent, siteIndex, contentDir, foundryName } = catalogue;
  const faces = await siteType.faces();
  const heading = faces.find((face) => face.role === 'headings') ?? faces[0];
  const ui = faces.find((face) => face.role === 'ui') ?? heading;
  if (!heading || !ui) return undefined;
  const content = (relative: string | null) => (relative ? path.join(contentDir, relative) : null);
  const card = (title: string, kicker: string, artwork: string | null, titleFont?: string) => ({
    title,
    kicker,
    artwork: content(artwork),
    titleFont: titleFont ?? heading.filePath,
    kickerFont: ui.filePath,
  });

  if (kind === 'typeface') {
    const records = await typefaceContent.typefaceRecords();
    const record = records.find((candidate) => candidate.slug === slug);
    if (!record) return undefined;
    const regular = regularStyle(record.styles);
    const ownFont = regular
      ? path.join(contentDir, 'typefaces', record.slug, regular.file_name)
      : undefined;
    return card(record.name, `Typeface · ${foundryName}`, record.image, ownFont);
  }
  if (kind === 'post') {
    const post = await siteIndex.postCard(slug);
    return post && card(post.name, `Blog · ${foundryName}`, post.image);
  }
  if (kind === 'commission') {
    const study = await siteIndex.commissionCard(slug);
    return (
      study && card(study.title, `${study.project_category} · ${foundryName}`, study.header_image)
    );
  }
  const routePath = slug === HOME ? '/' : `/${slug}`;
  const route = ROUTES.find((candidate) => candidate.path === routePath);
  if (!route || pageSocialSlug(routePath) !== slug) return undefined;
  const title = route.title === 'Home' ? foundryName : route.title;
  return card(title, route.description, PAGE_ARTWORK);
}

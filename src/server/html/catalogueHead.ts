import type { PageHeadResolver } from './frontendRoutes';
import { absoluteUrl } from '../seo/app/absoluteUrl';
import type { Catalogue } from '../catalogue/createCatalogue';
import type { Found } from '../catalogue/app/ContentNotFound';
import { Refused, valueOrRefuse } from '../http/Refused';
import { shopLowestPrice, shopOffers } from '../shop/app/shopFromPrice';
import { socialImagePath } from '../seo/app/socialImagePath';
import {
  blogPosting,
  caseStudyArticle,
  typefaceProduct,
  type SiteFacts,
  type StructuredData,
} from '../seo/app/structuredData';
import type { ShopCatalogue } from '../shop/app/ShopCatalogue';

interface HeadFacts {
  title: string;
  description: string;
  /** The path of the page's PNG social image. */
  image: string | null;
  ogType: 'website' | 'article';
  structuredData: StructuredData[];
  /** Font files the page's first screen sets text in (a specimen's title face). */
  fontPreloads?: string[];
  /** Font files asked for after the page's stylesheet (a specimen's first tester lines' face). */
  bodyFontPreloads?: string[];
}

/** What the head needs beyond the catalogue: prices for a typeface's offer, the foundry. */
export interface CatalogueHeadOptions {
  shops: ShopCatalogue;
  currency: string;
  site: SiteFacts;
}

/**
 * The `<head>` of catalogue pages names the post, typeface or case study (docs/spec.md §2 titles),
 * so crawlers and link previews see it without JavaScript. It reads the same cached
 * answers as the API; an unknown slug keeps the route's own head.
 */
export function catalogueHeadResolver(
  catalogue: Catalogue,
  publicUrl: string,
  options: CatalogueHeadOptions,
): PageHeadResolver {
  const { typefaceContent, blogContent, commissionContent, answers } = catalogue;
  const { foundryAbbreviation: abbreviation } = catalogue;
  const { site } = options;
  const absolute = (pathOrUrl: string) => absoluteUrl(publicUrl, pathOrUrl);
  const lookups: Record<string, (segments: string[]) => Promise<HeadFacts | undefined>> = {
    '/blog/:category/:slug': async ([, category = '', slug = '']) => {
      const post = await cachedAnswer(`post:${category}/${slug}`, () =>
        blogContent.post(category, slug),
      );
      if (!post) return undefined;
      const url = absolute(`/blog/${post.category}/${post.slug}`);
      const image = socialImagePath('post', post.slug);
      return {
        title: `${abbreviation} – ${post.name}`,
        description: post.description,
        image,
        ogType: 'article',
        structuredData: [
          blogPosting(site, {
            headline: post.name,
            description: post.description,
            url,
            image: absolute(image),
            datePublished: post.meta.date,
          }),
        ],
      };
    },
    '/typeface/:font': async ([, font = '']) => {
      if (font.includes('collection')) {
        const collection = await cachedAnswer(`collection:${font}`, () =>
          typefaceContent.collection(font),
        );
        if (!collection) return undefined;
        return {
          title: `${collection.name} – ${abbreviation}`,
          description: collection.description,
          // Collections have no card of their own: the library's, in PNG like every page's.
          image: socialImagePath('page', 'typefaces'),
          ogType: 'website',
          structuredData: [],
        };
      }
      const typeface = await cachedAnswer(`typeface:${font}`, () => typefaceContent.specimen(font));
      if (!typeface) return undefined;
      const image = socialImagePath('typeface', font);
      const shop = await options.shops.family(font);
      const offers = shop ? shopOffers(shop) : [];
      return {
        title: `${typeface.meta.title} – Typeface Specimen and License Purchase`,
        description: typeface.meta.description,
        image,
        ogType: 'website',
        // The title is the largest text: its few glyphs come with the page, not after layout.
        fontPreloads: typeface.family.title_font ? [typeface.family.title_font.url] : [],
        // So do those of the tester's first lines (a face of their own, 4–15 kB), which stand
        // in for the family until its tester file is in, but after the stylesheet the first
        // paint waits for (renderHead.ts, `renderBodyTags`). The tester file is not preloaded:
        // declared by every head (nameFacesStyle.ts), it is asked for at the first layout,
        // after the page's LCP resources (docs/tester.md "Fonts before script",
        // decisions/0017).
        bodyFontPreloads: typeface.family.first_lines_font
          ? [typeface.family.first_lines_font.url]
          : [],
        structuredData: [
          typefaceProduct(site, {
            name: typeface.meta.title,
            description: typeface.meta.description,
            url: absolute(`/typeface/${font}`),
            image: absolute(image),
            shopUrl: absolute(`/shops/${font}`),
            lowestPrice: shopLowestPrice(shop),
            currency: options.currency,
            offerCount: offers.length,
          }),
        ],
      };
    },
    '/commissions/:slug': async ([, slug = '']) => {
      const study = await cachedAnswer(`commission:${slug}`, () =>
        commissionContent.commission(slug),
      );
      if (!study) return undefined;
      const image = socialImagePath('commission', slug);
      return {
        title: `${abbreviation} – ${study.title} – ${study.project_category}`,
        description: study.summary,
        image,
        ogType: 'article',
        structuredData: [
          caseStudyArticle(site, {
            headline: study.title,
            description: study.summary,
            url: absolute(`/commissions/${slug}`),
            image: absolute(image),
            datePublished: study.published_at,
          }),
        ],
      };
    },
  };

  /**
   * The API's cached answer for the same key: one build serves both. Read, never changed.
   * Unknown content (undefined) is refused inside the build as the API's route refuses it:
   * neither keeps it cached, and either may be the one waiting on the other's build.
   */
  async function cachedAnswer<T>(
    key: string,
    find: () => Promise<Found<T>>,
  ): Promise<T | undefined> {
    try {
      return (await answers.get(key, async () => valueOrRefuse(await find()))).value as T;
    } catch (error) {
      if (error instanceof Refused && error.failure.name === 'ContentNotFound') return undefined;
      throw error;
    }
  }

  return async (pathname, route, routeHead) => {
    const lookup = lookups[route.path];
    if (!lookup) return undefined;
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    try {
      const facts = await lookup(segments);
      if (!facts) return undefined;
      return {
        ...routeHead,
        title: facts.title,
        description: facts.description,
        image: facts.image ? absolute(facts.image) : routeHead.image,
        ogType: facts.ogType,
        structuredData: [...routeHead.structuredData, ...facts.structuredData],
        fontPreloads: facts.fontPreloads ?? [],
        bodyFontPreloads: facts.bodyFontPreloads ?? [],
      };
    } catch (error) {
      if (error instanceof URIError) return undefined; // a malformed %-escape in the path
      throw error;
    }
  };
}

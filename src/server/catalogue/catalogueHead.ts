import type { PageHeadResolver } from '../html/frontendRoutes';
import { absoluteUrl } from '../html/pageHead';
import { HttpError } from '../http/HttpError';
import { postAnswer } from './answers/blogAnswers';
import { collectionAnswer } from './answers/collectionAnswer';
import { commissionAnswer } from './answers/commissionAnswers';
import { typefaceSpecimenAnswer } from './answers/typefaceAnswers';
import type { Catalogue } from './catalogue';

interface HeadFacts {
  title: string;
  description: string;
  image: string | null;
  ogType: 'website' | 'article';
}

/**
 * The `<head>` of catalogue pages names the post, typeface or case study (spec §2 titles),
 * so crawlers and link previews see it without JavaScript. It reads the same cached
 * answers as the API; an unknown slug keeps the route's own head.
 */
export function catalogueHeadResolver(catalogue: Catalogue, publicUrl: string): PageHeadResolver {
  const { db, answers, foundryAbbreviation: abbreviation } = catalogue;
  const lookups: Record<string, (segments: string[]) => Promise<HeadFacts>> = {
    '/blog/:category/:slug': async ([, category = '', slug = '']) => {
      const post = await cachedAnswer(`post:${category}/${slug}`, () =>
        postAnswer(db, category, slug),
      );
      return {
        title: `${abbreviation} – ${post.name}`,
        description: post.description,
        image: post.image,
        ogType: 'article',
      };
    },
    '/typeface/:font': async ([, font = '']) => {
      if (font.includes('collection')) {
        const collection = await cachedAnswer(`collection:${font}`, () =>
          collectionAnswer(db, font),
        );
        return {
          title: `${collection.name} – ${abbreviation}`,
          description: collection.description,
          image: collection.meta.image,
          ogType: 'website',
        };
      }
      const typeface = await cachedAnswer(`typeface:${font}`, () =>
        typefaceSpecimenAnswer(db, font),
      );
      return {
        title: `${typeface.meta.title} – Typeface Specimen and License Purchase`,
        description: typeface.meta.description,
        image: typeface.meta.image,
        ogType: 'website',
      };
    },
    '/commissions/:slug': async ([, slug = '']) => {
      const study = await cachedAnswer(`commission:${slug}`, () => commissionAnswer(db, slug));
      return {
        title: `${abbreviation} – ${study.title} – ${study.project_category}`,
        description: study.summary,
        image: study.header_image,
        ogType: 'article',
      };
    },
  };

  /** The API's cached answer for the same key: one build serves both. Read, never changed. */
  async function cachedAnswer<T>(key: string, build: () => Promise<T>): Promise<T> {
    return (await answers.get(key, build)).value as T;
  }

  return async (pathname, route, routeHead) => {
    const lookup = lookups[route.path];
    if (!lookup) return undefined;
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    try {
      const facts = await lookup(segments);
      return {
        ...routeHead,
        title: facts.title,
        description: facts.description,
        image: facts.image ? absoluteUrl(publicUrl, facts.image) : routeHead.image,
        ogType: facts.ogType,
      };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      if (error instanceof URIError) return undefined; // a malformed %-escape in the path
      throw error;
    }
  };
}

/**
 * schema.org descriptions of a page for search engines (JSON-LD): the foundry on every page,
 * a typeface as a Product with its "from" price, a post as a BlogPosting and a case study as
 * an Article. Pure builders: the head resolver gathers the facts.
 */
export type StructuredData = Record<string, unknown>;

export interface SiteFacts {
  foundryName: string;
  publicUrl: string;
  email: string;
}

export function organization(site: SiteFacts): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.publicUrl}/#organization`,
    name: site.foundryName,
    url: `${site.publicUrl}/`,
    logo: `${site.publicUrl}/favicon.png`,
    email: site.email,
  };
}

/** The foundry as the author or publisher of a page: a reference to the Organization above. */
const foundryReference = (site: SiteFacts) => ({
  '@type': 'Organization',
  '@id': `${site.publicUrl}/#organization`,
  name: site.foundryName,
});

export interface TypefaceFacts {
  name: string;
  description: string;
  url: string;
  image: string;
  /** Where it is bought. */
  shopUrl: string;
  /** The cheapest single style, from the domain's pricing; null when none is sold alone. */
  lowestPrice: number | null;
  currency: string;
  offerCount: number;
}

export function typefaceProduct(site: SiteFacts, typeface: TypefaceFacts): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: typeface.name,
    description: typeface.description,
    url: typeface.url,
    image: typeface.image,
    category: 'Typeface',
    brand: foundryReference(site),
    ...(typeface.lowestPrice === null
      ? {}
      : {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: typeface.lowestPrice.toFixed(2),
            priceCurrency: typeface.currency,
            offerCount: typeface.offerCount,
            availability: 'https://schema.org/InStock',
            url: typeface.shopUrl,
          },
        }),
  };
}

export interface WritingFacts {
  headline: string;
  description: string;
  url: string;
  image: string;
  /** ISO date. */
  datePublished: string;
}

function writing(type: 'BlogPosting' | 'Article', site: SiteFacts, facts: WritingFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    image: facts.image,
    datePublished: facts.datePublished,
    // The foundry writes its posts and case studies (a post's designer drew the type).
    author: foundryReference(site),
    publisher: foundryReference(site),
  };
}

export const blogPosting = (site: SiteFacts, post: WritingFacts): StructuredData =>
  writing('BlogPosting', site, post);

export const caseStudyArticle = (site: SiteFacts, study: WritingFacts): StructuredData =>
  writing('Article', site, study);

/** A `<script>` block; `<` is escaped so no text in the data can close the element. */
export function structuredDataScript(data: StructuredData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

import type { Catalogue } from '../../catalogue/createCatalogue';
import type { SiteType } from '../../siteType/app/siteType';
import { pageSocialSlug, socialCardFacts, type SocialKind } from '../app/socialCardFacts';
import { ensureSocialImage } from './socialImage';

/** Makes the social image of every public page after an import; answers the count. */
export async function ensureSocialImages(
  catalogue: Catalogue,
  siteType: SiteType,
): Promise<number> {
  const cards = new Map<string, { kind: SocialKind; slug: string }>();
  for (const page of await catalogue.siteIndex.publicPages()) {
    const card =
      page.kind === 'typeface' || page.kind === 'shop'
        ? { kind: 'typeface' as const, slug: page.slug }
        : page.kind === 'post' || page.kind === 'commission'
          ? { kind: page.kind, slug: page.slug }
          : { kind: 'page' as const, slug: pageSocialSlug(page.path) };
    cards.set(`${card.kind}-${card.slug}`, card);
  }
  for (const [name, { kind, slug }] of cards) {
    const facts = await socialCardFacts(catalogue, siteType, kind, slug);
    if (facts) await ensureSocialImage(catalogue.files, catalogue.dataDir, name, facts);
  }
  return cards.size;
}

import { useMemo, type CSSProperties } from 'react';
import type { CatalogueGateway } from '../../../application/catalogue/CatalogueGateway';
import type { TypefaceSpecimen } from '../../../application/catalogue/TypefaceSpecimen';
import type { WebFontFace } from '../../../application/catalogue/TypefaceSummary';
import { TOKENS } from '../../../application/tokens';
import { LazyImage } from '../../components/LazyImage';
import { RecentPosts } from '../../components/RecentPosts';
import { ResourceView } from '../../components/ResourceView';
import { TrialFontsButton } from '../../components/TrialFontsButton';
import { usePageMeta } from '../../components/usePageMeta';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { TypeTester } from './typeTester/TypeTester';
import { FamilyOverview } from './FamilyOverview';
import { JumpLinks } from './JumpLinks';
import { PurchaseLink } from './PurchaseLink';
import { TypefaceInformation } from './TypefaceInformation';
import './catalogue.css';

export const SECTION_IDS = {
  overview: 'family-overview',
  samples: 'editable-samples',
  information: 'typeface-information',
} as const;

/**
 * The title in the family's own face (its title subset, declared by the page's head), over
 * the site's heading face while that is not in (a swap moves nothing: the title is a block of its own, its line height fixed).
 */
function titleStyle(face: WebFontFace | null | undefined): CSSProperties | undefined {
  if (!face) return undefined;
  return {
    fontFamily: `${JSON.stringify(face.family)}, var(--font-heading)`,
    fontWeight: face.weight,
    fontStyle: face.style,
  };
}

function FamilySpecimen({ specimen }: { specimen: TypefaceSpecimen }) {
  const { family, images } = specimen;
  const meta = useMemo(
    () => ({
      title: () => `${specimen.meta.title || family.name} – Typeface Specimen and License Purchase`,
      description: specimen.meta.description,
      image: specimen.meta.image,
    }),
    [specimen, family.name],
  );
  usePageMeta(meta);
  const minisite = images.minisite;

  return (
    <div className="page family">
      <header className="page-header family__header">
        <h1 className="family__title" style={titleStyle(family.titleFont)}>
          {family.name}
        </h1>
        <p className="button-row">
          <PurchaseLink page={family.slug} />
          {specimen.fromPrice && (
            <span className="family__from-price">from {specimen.fromPrice.value}</span>
          )}
          <TrialFontsButton secondary />
        </p>
      </header>
      <JumpLinks
        links={[
          { id: SECTION_IDS.overview, label: 'Family overview' },
          { id: SECTION_IDS.samples, label: 'Editable samples' },
          { id: SECTION_IDS.information, label: 'Typeface information' },
        ]}
      />
      <FamilyOverview id={SECTION_IDS.overview} specimen={specimen} />
      <TypeTester id={SECTION_IDS.samples} specimen={specimen} />
      <TypefaceInformation id={SECTION_IDS.information} specimen={specimen} />
      {minisite && (
        <section className="family__minisite" aria-label="Minisite">
          <a href={minisite} rel="noopener noreferrer">
            <LazyImage src={images.font} alt="" />
            Visit the {family.name} minisite
          </a>
        </section>
      )}
      <RecentPosts posts={specimen.blogs} heading={`${family.name} in use`} />
    </div>
  );
}

/** A family's specimen page (docs/spec.md §2 Single family page). */
export function FamilyPage({ font }: { font: string }) {
  const gateway = useInjection<CatalogueGateway>(TOKENS.CatalogueGateway);
  const specimen = useRemoteResource(() => gateway.typeface(font), [gateway, font]);
  return (
    <ResourceView resource={specimen}>
      {(value) => <FamilySpecimen specimen={value} />}
    </ResourceView>
  );
}

import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueGateway } from '../../../application/catalogue/CatalogueGateway';
import { collectionSlugOf } from '../../../application/catalogue/collectionSlug';
import {
  COLLECTION_ACTION,
  type CollectionItem,
  type TypefaceCollection,
} from '../../../application/catalogue/TypefaceCollection';
import type { TypefaceLibraryStore } from '../../../application/catalogue/TypefaceLibraryStore';
import { TOKENS } from '../../../application/tokens';
import { familyStyle } from '../../components/fontFaces';
import { LazyImage } from '../../components/LazyImage';
import { ResourceView } from '../../components/ResourceView';
import { RichContent } from '../../components/RichContent';
import { CollectionBundleOffer } from './CollectionBundleOffer';
import { TrialFontsButton } from '../../components/TrialFontsButton';
import { useFontFaces } from '../../components/useFontFaces';
import { usePageMeta } from '../../components/usePageMeta';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import './catalogue.css';
import { useLoadOnRender } from '../../components/useLoadOnRender';

function ItemAction({ item }: { item: CollectionItem }) {
  if (item.actionType === COLLECTION_ACTION.link && item.actionValue) {
    return (
      <Link className="button button--secondary" to={item.actionValue}>
        {item.actionHeader}
      </Link>
    );
  }
  return <h4 className="collection-item__header">{item.actionHeader}</h4>;
}

/** An item's sample: its image, or the typeface's overview text set in the typeface. */
const ItemSample = observer(function ItemSample({ item }: { item: CollectionItem }) {
  const library = useInjection<TypefaceLibraryStore>(TOKENS.TypefaceLibraryStore);
  const face = item.image
    ? null
    : library.families.find((f) => f.page === item.typeface?.page)?.font;
  // The collection's own families are not among 'Other typefaces', which declares those.
  useFontFaces([face]);
  if (item.image) return <LazyImage src={item.image.path} alt={item.title} />;
  return (
    <p className="collection-item__sample" style={familyStyle(face)}>
      {item.typeface?.overviewText}
    </p>
  );
});

const OtherTypefaces = observer(function OtherTypefaces({
  typefaces,
}: {
  typefaces: TypefaceCollection['otherTypefaces'];
}) {
  const library = useInjection<TypefaceLibraryStore>(TOKENS.TypefaceLibraryStore);
  const families = typefaces.map((typeface) => ({
    ...typeface,
    font: library.families.find((f) => f.page === typeface.page)?.font,
  }));
  useFontFaces(families.map((family) => family.font));
  return (
    <section className="other-typefaces" aria-labelledby="other-typefaces-heading">
      <h2 id="other-typefaces-heading">Other typefaces</h2>
      <ul className="retail-list">
        {families.map((family) => (
          <li key={family.page}>
            <Link to={`/typeface/${family.page}`} style={familyStyle(family.font)}>
              {family.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

function Collection({ collection, page }: { collection: TypefaceCollection; page: string }) {
  const meta = useMemo(
    () => ({
      title: () => `${collection.name} – Typeface Specimen and License Purchase`,
      description: collection.description,
      image: collection.minisiteImage?.path,
    }),
    [collection],
  );
  usePageMeta(meta);
  const minisiteImage = collection.minisiteImageGif ?? collection.minisiteImage;

  return (
    <div className="page collection">
      <header className="page-header">
        <p className="eyebrow">Collection</p>
        <h1>{collection.name}</h1>
        <p className="page-header__lead">{collection.description}</p>
        <TrialFontsButton />
      </header>
      <RichContent html={collection.about} />
      <CollectionBundleOffer page={`${collectionSlugOf(page)}-collection`} />
      {collection.sections.map((section) => (
        <section key={section.name} className="collection-section">
          <h2>{section.name}</h2>
          <ul className="collection-items">
            {section.items.map((item) => (
              <li key={item.title} className="collection-item">
                <h3>{item.title}</h3>
                <ItemSample item={item} />
                <p>{item.description}</p>
                <ItemAction item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {collection.minisiteUrl && (
        <section className="collection-minisite" aria-label="Minisite">
          <a href={collection.minisiteUrl} rel="noopener noreferrer">
            {minisiteImage && <LazyImage src={minisiteImage.path} alt="" />}
            <span>{collection.minisiteLinkName ?? 'Visit the minisite'}</span>
          </a>
        </section>
      )}
      <OtherTypefaces typefaces={collection.otherTypefaces} />
    </div>
  );
}

/** /typeface/{name}-collection (docs/spec.md §2 Collection page). */
export function CollectionPage({ font }: { font: string }) {
  const gateway = useInjection<CatalogueGateway>(TOKENS.CatalogueGateway);
  const library = useInjection<TypefaceLibraryStore>(TOKENS.TypefaceLibraryStore);
  useLoadOnRender(() => library.load(), [library]);
  const collection = useRemoteResource(
    () => gateway.collection(collectionSlugOf(font)),
    [gateway, font],
  );
  return (
    <ResourceView resource={collection}>
      {(value) => <Collection collection={value} page={font} />}
    </ResourceView>
  );
}

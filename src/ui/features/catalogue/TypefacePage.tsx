import { useParams } from 'react-router-dom';
import { isCollectionParam } from '../../../application/catalogue/collectionSlug';
import { CollectionPage } from './CollectionPage';
import { FamilyPage } from './FamilyPage';

/** /typeface/{font}: a family, or a collection when the parameter contains 'collection' (docs/spec.md §2). */
export default function TypefacePage() {
  const { font = '' } = useParams();
  return isCollectionParam(font) ? (
    <CollectionPage key={font} font={font} />
  ) : (
    <FamilyPage key={font} font={font} />
  );
}

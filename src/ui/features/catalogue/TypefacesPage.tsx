import { observer } from 'mobx-react-lite';
import type { TypefaceLibraryStore } from '../../../application/catalogue/TypefaceLibraryStore';
import { TOKENS } from '../../../application/tokens';
import { ResourceView } from '../../components/ResourceView';
import { TrialFontsButton } from '../../components/TrialFontsButton';
import { useFontFaces } from '../../components/useFontFaces';
import { useInjection } from '../../di/useInjection';
import { TypefaceCard } from './TypefaceCard';
import './catalogue.css';
import { useLoadOnRender } from '../../components/useLoadOnRender';

const LibraryCards = observer(function LibraryCards({ store }: { store: TypefaceLibraryStore }) {
  const families = store.families;
  useFontFaces(families.map((family) => family.font));
  return (
    <ul className="library">
      {families.map((typeface) => (
        <li key={typeface.page}>
          <TypefaceCard typeface={typeface} />
        </li>
      ))}
    </ul>
  );
});

/** /typefaces: 'Library overview', the families by name (docs/spec.md §2). */
function TypefacesPage() {
  const store = useInjection<TypefaceLibraryStore>(TOKENS.TypefaceLibraryStore);
  useLoadOnRender(() => store.load(), [store]);
  return (
    <div className="page">
      <header className="page-header">
        <h1>Library overview</h1>
        <TrialFontsButton />
      </header>
      <ResourceView resource={store.library}>{() => <LibraryCards store={store} />}</ResourceView>
    </div>
  );
}

export default observer(TypefacesPage);

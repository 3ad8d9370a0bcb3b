import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TypeTesterStore } from '../../../../application/catalogue/TypeTesterStore';
import type {
  SpecimenStyle,
  TypefaceSpecimen,
} from '../../../../application/catalogue/TypefaceSpecimen';
import { readSetup } from '../../../../domain/typeTester/testerSetup';
import { loadFontFaces } from '../../../components/fontFaces';
import { fetchDeclaredFace } from './fetchDeclaredFace';
import { usePageLoaded } from '../../../components/usePageLoaded';
import { AllStyles, Waterfall } from './AllStyles';
import { GlyphView } from './GlyphView';
import { SampleLines } from './SampleLines';
import { sharedSampleStyle } from './sampleStyle';
import { TesterControls } from './TesterControls';
import { useNearViewport } from '../../../components/useNearViewport';
import { useTesterAddress } from './useTesterAddress';
import './typeTester.css';

/** The style the samples are set in by default: the regular of the family's main subfamily. */
function regularOf(specimen: TypefaceSpecimen): SpecimenStyle | null {
  const { subfamilies } = specimen.editable;
  const main =
    subfamilies.find((s) => s.id === specimen.family.mainStyle.typefaceSubfamilyId) ??
    subfamilies[0];
  return main?.styles.find((style) => /regular/i.test(style.name)) ?? main?.styles[0] ?? null;
}

/** The faces the current view shows. */
function facesShown(store: TypeTesterStore) {
  const styles =
    store.setup.view === 'styles'
      ? store.styles
      : store.lineTexts.map((_, index) => store.lineStyle(index));
  return styles.flatMap((style) => (style ? [style.font] : []));
}

const Samples = observer(function Samples({
  store,
  specimen,
}: {
  store: TypeTesterStore;
  specimen: TypefaceSpecimen;
}) {
  const { view, inverted } = store.setup;
  return (
    <div
      className={`tester-samples${inverted ? ' tester-samples--inverted' : ''}`}
      style={sharedSampleStyle(store)}
      data-view={view}
      data-direction={store.rtl ? 'rtl' : 'ltr'}
      lang={store.setup.language ?? undefined}
    >
      {view === 'styles' ? (
        <AllStyles store={store} />
      ) : view === 'waterfall' ? (
        <Waterfall store={store} />
      ) : view === 'glyphs' ? (
        <GlyphView store={store} page={specimen.family.slug} familyName={specimen.family.name} />
      ) : (
        <SampleLines store={store} familyName={specimen.family.name} />
      )}
    </div>
  );
});

/**
 * docs/spec.md §2 'Editable samples'. The tester keeps its settings in its own store: a slider move
 * re-renders the samples and the slider, never the page around them. Its set-up lives in
 * the address (useTesterAddress); its full fonts load when it nears the viewport.
 */
export function TypeTester({ id, specimen }: { id: string; specimen: TypefaceSpecimen }) {
  const [searchParams] = useSearchParams();
  const [store] = useState(() => {
    const tester = new TypeTesterStore();
    tester.configure(specimen, regularOf(specimen));
    tester.load(
      readSetup(searchParams, {
        minSize: specimen.family.minFontSize,
        maxSize: specimen.family.maxFontSize,
        defaultSize: specimen.family.defaultFontSize,
      }),
    );
    return tester;
  });
  useTesterAddress(store);
  // The face of the first lines, fetched at once: the specimen preloads it, but a route change
  // to the specimen has no preload, and the browser would not fetch it while the family loads.
  useEffect(() => {
    if (store.firstLinesFont) fetchDeclaredFace(store.firstLinesFont);
  }, [store]);
  // The whole fonts (140 kB and more each) wait for the tester to near the viewport and for
  // the page's own resources, so they never delay what a reader sees first.
  const [section, near] = useNearViewport<HTMLElement>();
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (!near || !pageLoaded) return;
    return autorun(() => void loadFontFaces(facesShown(store)));
  }, [near, pageLoaded, store]);

  return (
    <section
      ref={section}
      id={id}
      className="type-tester"
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>Editable samples</h2>
      <TesterControls store={store} />
      <Samples store={store} specimen={specimen} />
    </section>
  );
}

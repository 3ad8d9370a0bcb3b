import { useState } from 'react';
import { TypeTesterStore } from '../../../application/catalogue/TypeTesterStore';
import type {
  SpecimenStyle,
  TypefaceSpecimen,
} from '../../../application/catalogue/TypefaceSpecimen';
import { useFontFaces } from '../../components/useFontFaces';
import { SampleLines } from './SampleLines';
import { TesterControls } from './TesterControls';
import './typeTester.css';

/** The style the samples are set in: the regular of the family's main subfamily. */
function testerStyle(specimen: TypefaceSpecimen): SpecimenStyle | undefined {
  const { subfamilies } = specimen.editable;
  const main =
    subfamilies.find((s) => s.id === specimen.family.main_style.typeface_subfamily_id) ??
    subfamilies[0];
  return main?.styles.find((style) => /regular/i.test(style.name)) ?? main?.styles[0];
}

/**
 * Spec §2 'Editable samples'. The tester keeps its settings in its own store: a slider move
 * re-renders the sample lines and the slider, never the page around them.
 */
export function TypeTester({ id, specimen }: { id: string; specimen: TypefaceSpecimen }) {
  const [store] = useState(() => {
    const tester = new TypeTesterStore();
    tester.configure(specimen);
    return tester;
  });
  const style = testerStyle(specimen);
  useFontFaces([style?.font]);

  return (
    <section id={id} className="type-tester" tabIndex={-1} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Editable samples</h2>
      <TesterControls store={store} />
      <SampleLines
        store={store}
        font={style?.font ?? null}
        rtl={specimen.family.is_rtl}
        familyName={specimen.family.name}
      />
    </section>
  );
}

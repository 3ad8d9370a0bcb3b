import { observer } from 'mobx-react-lite';
import type { TypeTesterStore } from '../../../application/catalogue/TypeTesterStore';
import { LETTER_STYLE, type LetterStyle } from '../../../domain/typeTester/fontFeatureSettings';
import { ToggleButton } from './ToggleButton';

const SizeSlider = observer(function SizeSlider({ store }: { store: TypeTesterStore }) {
  return (
    <label className="tester-size">
      <span>Size</span>
      <input
        type="range"
        min={store.minSize}
        max={store.maxSize}
        value={store.fontSize}
        onChange={(event) => store.setFontSize(Number(event.target.value))}
        aria-label="Font size"
        aria-valuetext={`${store.fontSize} pixels`}
      />
      <output className="tester-size__value">{store.fontSize}px</output>
    </label>
  );
});

const LetterCase = observer(function LetterCase({ store }: { store: TypeTesterStore }) {
  const option = (style: LetterStyle, label: string, text: string) => (
    <ToggleButton
      pressed={store.letterStyle === style}
      onClick={() => store.toggleLetterStyle(style)}
      label={label}
    >
      {text}
    </ToggleButton>
  );
  return (
    <div className="tester-group" role="group" aria-label="Letter case">
      {option(LETTER_STYLE.allCaps, 'All caps', 'AA')}
      {option(LETTER_STYLE.allLower, 'All lowercase', 'aa')}
      {store.smallCapsSupported && option(LETTER_STYLE.smallCaps, 'Small caps', 'Aᴀ')}
    </div>
  );
});

const Figures = observer(function Figures({ store }: { store: TypeTesterStore }) {
  return (
    <div className="tester-group" role="group" aria-label="Figures">
      <ToggleButton
        pressed={store.oldstyleFigures}
        onClick={() => store.toggleOldstyleFigures()}
        label="Oldstyle figures"
      >
        Oldstyle 123
      </ToggleButton>
    </div>
  );
});

const FeatureGroups = observer(function FeatureGroups({ store }: { store: TypeTesterStore }) {
  return (
    <>
      {store.groups.map((group) => (
        <div key={group.name} className="tester-group" role="group" aria-label={group.name}>
          {group.otfs.map((feature) => (
            <ToggleButton
              key={feature.name}
              pressed={store.selected.get(group.name) === feature.name}
              onClick={() => store.toggleFeature(group.name, feature.name)}
            >
              {feature.name}
            </ToggleButton>
          ))}
        </div>
      ))}
    </>
  );
});

/** The tester's settings (spec §2); each part observes only what it shows. */
export function TesterControls({ store }: { store: TypeTesterStore }) {
  return (
    <div className="tester-controls">
      <SizeSlider store={store} />
      <LetterCase store={store} />
      <Figures store={store} />
      <FeatureGroups store={store} />
      <button type="button" className="tester-new-samples" onClick={() => store.nextSamples()}>
        New samples
      </button>
    </div>
  );
}

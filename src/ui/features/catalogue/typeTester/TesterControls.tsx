import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { TypeTesterStore } from '../../../../application/catalogue/TypeTesterStore';
import { LETTER_STYLE, type LetterStyle } from '../../../../domain/typeTester/fontFeatureSettings';
import {
  LEADING_RANGE,
  TRACKING_RANGE,
  type Alignment,
  type TesterView,
} from '../../../../domain/typeTester/testerSetup';
import { HydratedFieldset } from '../../../components/HydratedFieldset';
import { AxisSliders } from './AxisSliders';
import { FeatureExample } from './FeatureExample';
import { faceStyle } from './sampleStyle';
import { Slider } from './Slider';
import { ToggleButton } from './ToggleButton';

const SizeSlider = observer(function SizeSlider({ store }: { store: TypeTesterStore }) {
  return (
    <Slider
      label="Size"
      name="Font size"
      min={store.minSize}
      max={store.maxSize}
      value={store.setup.size}
      unit="pixels"
      onChange={(size) => store.setFontSize(size)}
    />
  );
});

const Spacing = observer(function Spacing({ store }: { store: TypeTesterStore }) {
  return (
    <>
      <Slider
        label="Leading"
        name="Leading"
        min={LEADING_RANGE.min}
        max={LEADING_RANGE.max}
        step={LEADING_RANGE.step}
        value={store.setup.leading}
        unit="times the size"
        onChange={(leading) => store.setLeading(leading)}
      />
      <Slider
        label="Tracking"
        name="Tracking"
        min={TRACKING_RANGE.min}
        max={TRACKING_RANGE.max}
        step={TRACKING_RANGE.step}
        value={store.setup.tracking}
        unit="thousandths of an em"
        onChange={(tracking) => store.setTracking(tracking)}
      />
    </>
  );
});

/** Left, centre, right as seen; start and end swap sides in a right-to-left script. */
const AlignmentGroup = observer(function AlignmentGroup({ store }: { store: TypeTesterStore }) {
  const sides: Array<[Alignment, string, string]> = [
    [store.rtl ? 'end' : 'start', 'Align left', '⇤'],
    ['center', 'Align centre', '↔'],
    [store.rtl ? 'start' : 'end', 'Align right', '⇥'],
  ];
  return (
    <div className="tester-group" role="group" aria-label="Alignment">
      {sides.map(([align, label, symbol]) => (
        <ToggleButton
          key={label}
          pressed={store.setup.align === align}
          onClick={() => store.setAlign(align)}
          label={label}
        >
          {symbol}
        </ToggleButton>
      ))}
      <ToggleButton
        pressed={store.setup.inverted}
        onClick={() => store.toggleInverted()}
        label="Invert colours"
      >
        ◐
      </ToggleButton>
    </div>
  );
});

const ViewPicker = observer(function ViewPicker({ store }: { store: TypeTesterStore }) {
  const views: Array<[TesterView, string]> = [
    ['lines', 'Lines'],
    ['styles', 'All styles'],
    ['waterfall', 'Waterfall'],
    ['glyphs', 'Glyphs'],
  ];
  return (
    <div className="tester-group" role="group" aria-label="View">
      {views.map(([view, label]) => (
        <ToggleButton
          key={view}
          pressed={store.setup.view === view}
          onClick={() => store.setView(view)}
        >
          {label}
        </ToggleButton>
      ))}
    </div>
  );
});

/**
 * The language the samples are set for, where the font has language systems for their
 * script: the samples take its `lang`, so the browser shows the font's local forms (locl).
 */
const LanguagePicker = observer(function LanguagePicker({ store }: { store: TypeTesterStore }) {
  const id = useId();
  if (store.languages.length === 0) return null;
  return (
    <span className="tester-language">
      <label htmlFor={id}>Language</label>
      <select
        id={id}
        value={store.setup.language ?? ''}
        onChange={(event) => store.setLanguage(event.target.value || null)}
      >
        <option value="">Any</option>
        {store.languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </span>
  );
});

const ScriptPicker = observer(function ScriptPicker({ store }: { store: TypeTesterStore }) {
  const id = useId();
  if (store.scripts.length < 2) return null;
  return (
    <span className="tester-language">
      <label htmlFor={id}>Script</label>
      <select
        id={id}
        value={store.script?.script}
        onChange={(event) => store.setScript(event.target.value)}
      >
        {store.scripts.map((script) => (
          <option key={script.script} value={script.script}>
            {script.script}
          </option>
        ))}
      </select>
    </span>
  );
});

const LetterCase = observer(function LetterCase({ store }: { store: TypeTesterStore }) {
  const option = (style: LetterStyle, label: string, text: string) => (
    <ToggleButton
      pressed={store.setup.letterStyle === style}
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
      {store.script?.smallCaps && option(LETTER_STYLE.smallCaps, 'Small caps', 'Aᴀ')}
      {store.script?.allSmallCaps && option(LETTER_STYLE.allSmallCaps, 'All small caps', 'ᴀᴀ')}
    </div>
  );
});

const FIGURE_LABELS = {
  onum: ['Oldstyle figures', 'Oldstyle 123'],
  lnum: ['Lining figures', 'Lining 123'],
} as const;

const Figures = observer(function Figures({ store }: { store: TypeTesterStore }) {
  const styles = store.script?.figureStyles ?? [];
  if (styles.length === 0) return null;
  return (
    <div className="tester-group" role="group" aria-label="Figures">
      {styles.map((figures) => (
        <ToggleButton
          key={figures}
          pressed={store.setup.figures === figures}
          onClick={() => store.toggleFigures(figures)}
          label={FIGURE_LABELS[figures][0]}
        >
          {FIGURE_LABELS[figures][1]}
        </ToggleButton>
      ))}
    </div>
  );
});

/**
 * The headings the feature groups stand under, as type designers sort them; a group not
 * named here goes under "Letters".
 */
const FEATURE_HEADINGS: ReadonlyArray<[string, readonly string[]]> = [
  ['Letters', []],
  ['Figures', ['Figure spacing']],
  ['Stylistic sets', ['Stylistic sets']],
  ['Positions', ['Numerals and positions']],
];

function headingOf(groupName: string): string {
  return FEATURE_HEADINGS.find(([, groups]) => groups.includes(groupName))?.[0] ?? 'Letters';
}

const FeatureGroups = observer(function FeatureGroups({ store }: { store: TypeTesterStore }) {
  const groups = store.groups;
  const face = faceStyle(store, store.regular);
  return (
    <div className="tester-features">
      {FEATURE_HEADINGS.map(([heading]) => {
        const under = groups.filter((group) => headingOf(group.name) === heading);
        if (under.length === 0) return null;
        return (
          <div key={heading} className="tester-features__section">
            <p className="tester-caption tester-features__heading">{heading}</p>
            {under.map((group) => (
              <div key={group.name} className="tester-group" role="group" aria-label={group.name}>
                {group.otfs.map((feature) => (
                  <ToggleButton
                    key={feature.dataSetting}
                    pressed={store.isFeatureOn(feature.dataSetting)}
                    onClick={() => store.toggleFeature(group.name, feature.dataSetting)}
                    title={feature.dataSetting}
                  >
                    {feature.name}
                    {feature.example && (
                      <FeatureExample
                        text={feature.example}
                        tag={feature.dataSetting}
                        face={face}
                      />
                    )}
                  </ToggleButton>
                ))}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
});

const SampleActions = observer(function SampleActions({ store }: { store: TypeTesterStore }) {
  return (
    <span className="tester-actions">
      <button type="button" className="tester-new-samples" onClick={() => store.nextSamples()}>
        New samples
      </button>
      {store.replacedTexts && (
        <span role="status" className="tester-undo">
          Your text was replaced.{' '}
          <button type="button" className="link-button" onClick={() => store.undoNewSamples()}>
            Undo
          </button>
        </span>
      )}
    </span>
  );
});

/**
 * The tester's settings (docs/spec.md §2); each part observes only what it shows. On a phone only
 * the first row shows until 'Settings' opens the rest, so the sample stays in view. They work
 * once the page is hydrated, and are disabled until then (HydratedFieldset).
 */
export function TesterControls({ store }: { store: TypeTesterStore }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="tester-controls">
      <HydratedFieldset>
        <div className="tester-controls__bar">
          <SizeSlider store={store} />
          <SampleActions store={store} />
          <button
            type="button"
            className="tester-controls__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            Settings
          </button>
        </div>
        <div
          id={panelId}
          className={`tester-controls__panel${open ? ' tester-controls__panel--open' : ''}`}
        >
          <ViewPicker store={store} />
          <ScriptPicker store={store} />
          <LanguagePicker store={store} />
          <Spacing store={store} />
          <AlignmentGroup store={store} />
          <LetterCase store={store} />
          <Figures store={store} />
          <FeatureGroups store={store} />
          <AxisSliders store={store} />
        </div>
      </HydratedFieldset>
    </div>
  );
}

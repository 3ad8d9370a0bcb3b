import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { TypeTesterStore } from '../../../../application/catalogue/TypeTesterStore';
import { useHydrated } from '../../../components/useHydrated';
import { faceStyle } from './sampleStyle';

interface LineProps {
  store: TypeTesterStore;
  index: number;
  text: string;
  familyName: string;
}

/**
 * One editable line and the picker of the style it is set in. Both work only once the page is
 * hydrated, as the tester's other controls (HydratedFieldset): a style picked or a word typed
 * on the server's HTML stayed on screen while the tester's state, its address and the cart
 * line made from it kept the old one.
 */
const SampleLine = observer(function SampleLine({ store, index, text, familyName }: LineProps) {
  const hydrated = useHydrated();
  // The text the line was made with: once the visitor types, the DOM holds the text, and
  // rendering the typed text back into it would move the caret to the start.
  const [initial] = useState(text);
  const style = store.lineStyle(index);
  const current = store.lineOption(index);
  return (
    <div className="tester-line">
      {/* Every static style and every named instance: a line picked at "Light" keeps its own
          axes beside another at "Black" (the axes' sliders set every line). */}
      <select
        className="tester-line__style"
        aria-label={`Style of line ${index + 1}`}
        value={current?.key ?? ''}
        disabled={!hydrated}
        onChange={(event) => store.setLineOption(index, event.target.value)}
      >
        {!current && <option value="">Custom</option>}
        {store.styleOptions.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
      <div
        className="tester-sample"
        style={faceStyle(store, style, index)}
        contentEditable={hydrated}
        aria-readonly={!hydrated}
        suppressContentEditableWarning
        spellCheck={false}
        role="textbox"
        aria-multiline="false"
        aria-label={`${familyName} sample ${index + 1} (editable)`}
        dir={store.lineDirection(index)}
        onInput={(event) => store.setLineText(index, event.currentTarget.textContent ?? '')}
      >
        {initial}
      </div>
    </div>
  );
});

/**
 * The editable lines. The text of a line is the browser's while the visitor types: React
 * renders it again only when the tester replaces it (new samples, undo, another language).
 */
export const SampleLines = observer(function SampleLines({
  store,
  familyName,
}: {
  store: TypeTesterStore;
  familyName: string;
}) {
  const generation = store.textGeneration;
  return (
    <>
      {store.lineTexts.map((text, index) => (
        <SampleLine
          key={`${generation}-${index}`}
          store={store}
          index={index}
          text={text}
          familyName={familyName}
        />
      ))}
    </>
  );
});

import { observer } from 'mobx-react-lite';
import type { TypeTesterStore } from '../../../../application/catalogue/TypeTesterStore';
import { faceStyle, optionFaceStyle } from './sampleStyle';

/**
 * The first line in every style of the family, italics included, each named: a variable
 * style as each of its named instances, drawn at its own coordinates.
 */
export const AllStyles = observer(function AllStyles({ store }: { store: TypeTesterStore }) {
  const text = store.lineTexts[0] ?? '';
  return (
    <ul className="tester-all-styles" aria-label="All styles">
      {store.styleOptions.map((option) => (
        <li key={option.key} className="tester-all-styles__item">
          <span className="tester-caption">{option.name}</span>
          <div
            className="tester-sample tester-sample--static"
            style={optionFaceStyle(option)}
            dir={store.lineDirection(0)}
          >
            {text}
          </div>
        </li>
      ))}
    </ul>
  );
});

/** The first line at each size of the family's range, in the first line's style. */
export const Waterfall = observer(function Waterfall({ store }: { store: TypeTesterStore }) {
  const text = store.lineTexts[0] ?? '';
  const style = faceStyle(store, store.lineStyle(0));
  return (
    <ul className="tester-waterfall" aria-label="Waterfall">
      {store.waterfallSizes.map((size) => (
        <li key={size} className="tester-waterfall__item">
          <span className="tester-caption">{size}px</span>
          <div
            className="tester-sample tester-sample--static"
            style={{ ...style, ['--tester-size' as string]: `${size}px` }}
            dir={store.lineDirection(0)}
          >
            {text}
          </div>
        </li>
      ))}
    </ul>
  );
});

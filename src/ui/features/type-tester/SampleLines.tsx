import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { TypeTesterStore } from '../../../application/catalogue/TypeTesterStore';
import type { WebFontFace } from '../../../application/catalogue/TypefaceSummary';
import { fontStack } from '../../components/fontFaces';

interface SampleLinesProps {
  store: TypeTesterStore;
  font: WebFontFace | null;
  rtl: boolean;
  familyName: string;
}

/** The editable lines, set with the tester's size, case and OpenType features. */
export const SampleLines = observer(function SampleLines({
  store,
  font,
  rtl,
  familyName,
}: SampleLinesProps) {
  const { fontFeatureSettings, textTransform } = store.appliedStyle;
  const style = {
    '--tester-size': `${store.fontSize}px`,
    fontFamily: font ? fontStack(font.family) : undefined,
    fontWeight: font?.weight,
    fontStyle: font?.style,
    fontFeatureSettings,
    textTransform,
  } as CSSProperties;

  return (
    <div className="tester-samples" style={style}>
      {store.visibleSamples.map((sample, index) => (
        <div
          // A new set of samples replaces what the visitor typed: new keys, fresh lines.
          key={`${store.sampleOffset}-${index}`}
          className="tester-sample"
          contentEditable
          suppressContentEditableWarning
          spellCheck={false}
          role="textbox"
          aria-multiline="false"
          aria-label={`${familyName} sample ${index + 1} (editable)`}
          dir={rtl ? 'rtl' : 'ltr'}
        >
          {sample}
        </div>
      ))}
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useRef, useState, type CSSProperties } from 'react';
import type { CatalogueGateway } from '../../../../application/catalogue/CatalogueGateway';
import { characteristicGlyph } from '../../../../application/catalogue/characteristicGlyph';
import type { GlyphEntry, GlyphSet } from '../../../../application/catalogue/GlyphSet';
import type { TypeTesterStore } from '../../../../application/catalogue/TypeTesterStore';
import { TOKENS } from '../../../../application/tokens';
import { ResourceView } from '../../../components/ResourceView';
import { useRemoteResource } from '../../../components/useRemoteResource';
import { useInjection } from '../../../di/useInjection';
import { faceStyle } from './sampleStyle';

/** A glyph drawn by the style's web font: its characters, with the feature that reaches it. */
function GlyphDrawing({
  glyph,
  face,
  size,
}: {
  glyph: GlyphEntry;
  face: CSSProperties;
  size: number;
}) {
  return (
    <span
      className="tester-glyph__drawing"
      style={{
        ...face,
        fontSize: size,
        fontFeatureSettings: glyph.feature ? `"${glyph.feature}" 1` : 'normal',
      }}
      aria-hidden="true"
    >
      {glyph.text}
    </span>
  );
}

function describe(glyph: GlyphEntry): string {
  if (glyph.codePoint !== undefined)
    return `U+${glyph.codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return `Feature ${glyph.feature ?? ''}`;
}

/** Frames to keep placing a group while the groups scrolled past take their real height. */
const PLACING_FRAMES = 30;

/** Scrolls the box (not the page) so a group's heading is at its top. */
function scrollToGroup(box: HTMLElement | null, name: string): void {
  const group = box?.querySelector<HTMLElement>(`[data-group="${CSS.escape(name)}"]`);
  if (!box || !group) return;
  // Groups out of view are laid out at an estimated height until drawn (content-visibility),
  // so the first jump can land off: place again each frame until the group stays put.
  let frames = 0;
  const place = () => {
    const off = group.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTop += off;
    frames += 1;
    if (Math.abs(off) > 1 && frames < PLACING_FRAMES) requestAnimationFrame(place);
  };
  place();
}

function GlyphGrid({
  set,
  face,
  familyName,
}: {
  set: GlyphSet;
  face: CSSProperties;
  familyName: string;
}) {
  const [current, setCurrent] = useState<GlyphEntry | null>(() =>
    characteristicGlyph(set, familyName),
  );
  const box = useRef<HTMLDivElement>(null);
  return (
    <div className="tester-glyphs">
      {current && (
        <figure className="tester-glyphs__zoom" aria-live="polite">
          <GlyphDrawing glyph={current} face={face} size={160} />
          <figcaption>
            <strong>{current.name}</strong> <span>{describe(current)}</span>
          </figcaption>
        </figure>
      )}
      <div className="tester-glyphs__list">
        <label className="tester-glyphs__jump">
          <span>Go to</span>
          <select
            aria-label="Go to glyph group"
            onChange={(event) => scrollToGroup(box.current, event.target.value)}
          >
            {set.groups.map((group) => (
              <option key={group.name} value={group.name}>
                {group.name} ({group.glyphs.length})
              </option>
            ))}
          </select>
        </label>
        {/* Its own scroll box: thousands of glyphs must not make the page 15,000 px long. A
            keyboard scrolls it once focused (arrows, Page Up/Down, Home/End). */}
        <div
          ref={box}
          className="tester-glyphs__groups"
          role="region"
          aria-label={`Glyphs of ${set.style.name}`}
          tabIndex={0}
        >
          {set.groups.map((group) => (
            <section
              key={group.name}
              className="tester-glyphs__group"
              aria-label={group.name}
              data-group={group.name}
            >
              <h3>
                {group.name} <span className="tester-caption">({group.glyphs.length})</span>
              </h3>
              <ul>
                {group.glyphs.map((glyph) => (
                  <li key={glyph.id}>
                    <button
                      type="button"
                      className="tester-glyph"
                      aria-label={`${glyph.name}, ${describe(glyph)}`}
                      aria-pressed={current?.id === glyph.id}
                      onMouseEnter={() => setCurrent(glyph)}
                      onFocus={() => setCurrent(glyph)}
                      onClick={() => setCurrent(glyph)}
                    >
                      <GlyphDrawing glyph={glyph} face={face} size={32} />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * Every glyph of the first line's style, as the server read them from the font file: by
 * Unicode block, then the glyphs only OpenType features reach (small caps, figure sets,
 * ligatures…), each drawn by the web font with the feature that reaches it.
 */
export const GlyphView = observer(function GlyphView({
  store,
  page,
  familyName,
}: {
  store: TypeTesterStore;
  page: string;
  familyName: string;
}) {
  const gateway = useInjection<CatalogueGateway>(TOKENS.CatalogueGateway);
  const current = store.lineStyle(0);
  const style = current?.slug ?? '';
  const face = faceStyle(store, current);
  const glyphs = useRemoteResource(() => gateway.glyphs(page, style), [gateway, page, style]);
  return (
    <>
      <select
        className="tester-line__style"
        aria-label="Style of the glyphs"
        value={style}
        onChange={(event) => store.setLineStyle(0, event.target.value)}
      >
        {store.styles.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
      <ResourceView
        resource={glyphs}
        loadingLabel="Loading glyphs"
        part
        failure={() => <p>The glyphs could not be loaded. Please try again later.</p>}
      >
        {(set) => <GlyphGrid key={set.style.slug} set={set} face={face} familyName={familyName} />}
      </ResourceView>
    </>
  );
});

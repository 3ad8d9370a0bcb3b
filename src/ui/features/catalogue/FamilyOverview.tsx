import { useState } from 'react';
import type { TypefaceSpecimen } from '../../../application/catalogue/TypefaceSpecimen';
import { styleOptionsOf, variationSettingsOf } from '../../../application/catalogue/styleOptions';
import { fontStack } from '../../components/fontFaces';
import { useFontFaces } from '../../components/useFontFaces';
import { SubfamilyTabs } from './SubfamilyTabs';

/** With more subfamilies than this, a picker replaces the tabs (they would wrap into rows). */
const MAX_TABS = 5;

/**
 * docs/spec.md §2 'Family overview': the styles of one subfamily at a time, each in its own
 * face; a variable style as each of its named instances.
 */
export function FamilyOverview({ id, specimen }: { id: string; specimen: TypefaceSpecimen }) {
  const subfamilies = [...specimen.editable.subfamilies].sort((a, b) => a.sortOrder - b.sortOrder);
  const mainId = specimen.family.mainStyle.typefaceSubfamilyId;
  const [activeId, setActiveId] = useState(
    subfamilies.some((s) => s.id === mainId) ? mainId : subfamilies[0]?.id,
  );
  const active = subfamilies.find((s) => s.id === activeId) ?? subfamilies[0];
  // The list sets only names: each style's name subset, not its whole font (the tester's).
  useFontFaces(active?.styles.map((style) => style.nameFont) ?? []);
  const panelId = `${id}-panel`;
  const tabId = (subfamilyId: number) => `${id}-tab-${subfamilyId}`;
  const showTabs = subfamilies.length > 1 && subfamilies.length <= MAX_TABS;

  return (
    <section id={id} className="family-overview" tabIndex={-1} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Family overview</h2>
      {showTabs && (
        <SubfamilyTabs
          subfamilies={subfamilies}
          selectedId={active?.id}
          onSelect={setActiveId}
          tabId={tabId}
          panelId={panelId}
        />
      )}
      {subfamilies.length > MAX_TABS && (
        <label className="subfamily-picker">
          Subfamily{' '}
          <select value={active?.id} onChange={(event) => setActiveId(Number(event.target.value))}>
            {subfamilies.map((subfamily) => (
              <option key={subfamily.id} value={subfamily.id}>
                {subfamily.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* A tab panel only beside tabs: the picker (more subfamilies) is a plain select. The
          panel holds nothing focusable, so it takes the focus itself after the tabs. The
          list stays a list inside it: a tabpanel role on the <ul> would unmake its items. */}
      <div
        id={panelId}
        role={showTabs ? 'tabpanel' : undefined}
        aria-labelledby={showTabs && active ? tabId(active.id) : undefined}
        tabIndex={showTabs ? 0 : undefined}
      >
        <ul className="style-list">
          {styleOptionsOf(active?.styles ?? []).map(
            ({ key, name, style, instance, coordinates }) => (
              <li
                key={key}
                style={{
                  fontFamily: fontStack(style.nameFont.family),
                  // An instance of a variable style is drawn at its own coordinates (fvar).
                  fontWeight: instance ? undefined : style.nameFont.weight,
                  fontStyle: style.nameFont.style,
                  fontVariationSettings: instance ? variationSettingsOf(coordinates) : undefined,
                }}
              >
                {/* A style's name is in whatever script the foundry wrote it (Latin for
                  Vazirmatn too): its own first letter sets its direction. Forced to rtl, a
                  Latin name grew leftwards from its right edge as its font arrived, a layout
                  shift (Lighthouse counted 0.028 on /typeface/vazirmatn). */}
                <span className="style-list__sample" dir="auto">
                  {specimen.family.name} {name}
                </span>
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  );
}

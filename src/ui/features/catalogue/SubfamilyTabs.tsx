import { useRef, type KeyboardEvent } from 'react';
import { useHydrated } from '../../components/useHydrated';

interface SubfamilyTab {
  id: number;
  name: string;
}

interface SubfamilyTabsProps {
  subfamilies: readonly SubfamilyTab[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** The id of each tab's button, which the panel is labelled by. */
  tabId: (subfamilyId: number) => string;
  panelId: string;
}

/** Where a key moves the selection in a horizontal tablist (arrows wrap); null for other keys. */
function targetIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The subfamily tabs of the family overview, with the WAI-ARIA tabs keyboard pattern: one tab
 * in the tab order (the selected one), arrows and Home/End move and select at once, since
 * showing another subfamily's styles is instant.
 */
export function SubfamilyTabs({
  subfamilies,
  selectedId,
  onSelect,
  tabId,
  panelId,
}: SubfamilyTabsProps) {
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = subfamilies.findIndex((subfamily) => subfamily.id === selectedId);
    const next = targetIndex(event.key, Math.max(current, 0), subfamilies.length);
    const target = next === null ? undefined : subfamilies[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  }

  // Before hydration a tab would not switch (src/boot.ts fetches the code after the first paint).
  const hydrated = useHydrated();
  return (
    <div className="subfamily-tabs" role="tablist" aria-label="Subfamilies" onKeyDown={onKeyDown}>
      {subfamilies.map((subfamily) => {
        const selected = subfamily.id === selectedId;
        return (
          <button
            key={subfamily.id}
            ref={(button) => {
              if (button) buttons.current.set(subfamily.id, button);
              else buttons.current.delete(subfamily.id);
            }}
            id={tabId(subfamily.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            disabled={!hydrated}
            onClick={() => onSelect(subfamily.id)}
          >
            {subfamily.name}
          </button>
        );
      })}
    </div>
  );
}

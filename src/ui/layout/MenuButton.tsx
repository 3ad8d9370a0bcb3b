import { useHydrated } from '../components/useHydrated';

/**
 * The hamburger that opens the menu on narrow screens (hidden from 1100px up, see Header.css).
 * Disabled until the page is hydrated: before that a tap would do nothing.
 */
export function MenuButton({
  controls,
  open,
  onToggle,
}: {
  controls: string;
  open: boolean;
  onToggle: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="menu-button"
      disabled={!hydrated}
      aria-controls={controls}
      aria-expanded={open}
      onClick={onToggle}
    >
      <span className="menu-button__bars" aria-hidden="true" />
      <span className="visually-hidden">Menu</span>
    </button>
  );
}

/** The hamburger that opens the menu on narrow screens (hidden from 1100px up, see Header.css). */
export function MenuButton({
  controls,
  open,
  onToggle,
}: {
  controls: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="menu-button"
      aria-controls={controls}
      aria-expanded={open}
      onClick={onToggle}
    >
      <span className="menu-button__bars" aria-hidden="true" />
      <span className="visually-hidden">Menu</span>
    </button>
  );
}

import type { ReactNode } from 'react';

interface ToggleButtonProps {
  pressed: boolean;
  onClick: () => void;
  /** Accessible name when the visible text is a glyph sample ('AA'). */
  label?: string;
  /** A hint on hover, e.g. the feature's tag. */
  title?: string;
  children: ReactNode;
}

/** A switch of the tester: a real button whose state screen readers hear (aria-pressed). */
export function ToggleButton({ pressed, onClick, label, title, children }: ToggleButtonProps) {
  return (
    <button
      type="button"
      className="tester-toggle"
      aria-pressed={pressed}
      aria-label={label}
      title={title ?? label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

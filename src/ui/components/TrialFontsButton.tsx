import { Link } from 'react-router-dom';
import './Button.css';

/** The 'Download trial fonts' button every catalogue page carries (docs/spec.md §2). */
export function TrialFontsButton({ secondary = false }: { secondary?: boolean }) {
  return (
    <Link className={secondary ? 'button button--secondary' : 'button'} to="/free-trial-fonts">
      Download trial fonts
    </Link>
  );
}

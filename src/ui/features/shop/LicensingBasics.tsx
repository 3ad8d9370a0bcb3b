import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Shop } from '../../../application/shop/Shop';
import { LICENCE_CATEGORIES } from '../../../domain/pricing/LicenceCategory';
import { useHydrated } from '../../components/useHydrated';

/** The 'Licensing basics' toggle (docs/spec.md §2 "Shop"): what each kind of licence allows. */
export function LicensingBasics({ licences }: { licences: Shop['licences'] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Before hydration a tap would do nothing (src/boot.ts fetches the code after the first paint).
  const hydrated = useHydrated();
  return (
    <div className="licensing-basics">
      <button
        type="button"
        className="licensing-basics__toggle link-button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
      >
        Licensing basics
      </button>
      <div id={panelId} className="licensing-basics__panel" hidden={!open}>
        <dl>
          {LICENCE_CATEGORIES.map((category) => (
            <div key={category} className="licensing-basics__entry">
              <dt>{licences[category].name}</dt>
              <dd>
                {licences[category].description} Priced by the number of {licences[category].unit}.
              </dd>
            </div>
          ))}
        </dl>
        <p>
          Choose one, two or all three; each licence you add on top of the dearest desktop or web
          licence costs half. The full terms are on the{' '}
          <Link to="/information">information page</Link>.
        </p>
      </div>
    </div>
  );
}

import { observer } from 'mobx-react-lite';
import type { SettingsStore } from '../../../application/stores/SettingsStore';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import './notice.css';

/** /maintenance: the whole site is locked here while maintenance mode is on (docs/spec.md §2). */
function MaintenancePage() {
  const settings = useInjection<SettingsStore>(TOKENS.SettingsStore);
  const email = settings.contactEmail;
  return (
    <section className="page notice">
      <h1>We are improving our website</h1>
      <p>The site is closed for a short while for maintenance. Please come back soon.</p>
      {email && (
        <p>
          Questions in the meantime? Write to us at <a href={`mailto:${email}`}>{email}</a>.
        </p>
      )}
    </section>
  );
}

export default observer(MaintenancePage);

import { observer } from 'mobx-react-lite';
import type { SettingsStore } from '../../application/stores/SettingsStore';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import './FontsInUseBox.css';

/** docs/spec.md §2: the box inviting designers to send examples of their work by e-mail. */
export const FontsInUseBox = observer(function FontsInUseBox() {
  const email = useInjection<SettingsStore>(TOKENS.SettingsStore).contactEmail;
  return (
    <aside className="fonts-in-use-box" aria-label="Fonts in use">
      <h2>Fonts in use</h2>
      <p>
        Have you used our fonts in a book, a poster, a website or a sign? We would love to see it.
        Send us a few pictures of your work and we may feature it here.
      </p>
      {email && (
        <p>
          <a className="button" href={`mailto:${email}?subject=Fonts%20in%20use`}>
            Send your work to {email}
          </a>
        </p>
      )}
    </aside>
  );
});

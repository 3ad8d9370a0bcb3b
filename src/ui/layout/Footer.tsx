import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { TypefaceLibraryStore } from '../../application/catalogue/TypefaceLibraryStore';
import type { SettingsStore } from '../../application/stores/SettingsStore';
import type { TypefaceLinksStore } from '../../application/stores/TypefaceLinksStore';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import { FOOTER_NAVIGATION } from './footerNavigation';
import { FooterTypefaceList } from './FooterTypefaceList';
import { SOCIAL_LINKS } from './socialLinks';
import './Footer.css';
import { useLoadOnRender } from '../components/useLoadOnRender';

export const Footer = observer(function Footer() {
  const settings = useInjection<SettingsStore>(TOKENS.SettingsStore);
  const typefaces = useInjection<TypefaceLinksStore>(TOKENS.TypefaceLinksStore);
  const email = settings.contactEmail;
  // Loading the library fills TypefaceLinksStore, which the list below shows.
  const library = useInjection<TypefaceLibraryStore>(TOKENS.TypefaceLibraryStore);
  useLoadOnRender(() => library.load(), [library]);
  // Read here, so the footer renders again when the library (and its faces) arrives.
  const families = library.families;

  return (
    <footer className="site-footer">
      <FooterTypefaceList
        typefaces={typefaces.links}
        fontOf={(page) => families.find((family) => family.page === page)?.font ?? null}
      />
      <div className="site-footer__columns">
        <nav aria-label="Footer" className="site-footer__nav">
          <ul>
            {FOOTER_NAVIGATION.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__contact">
          {email && (
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__colophon">© {settings.foundryName}</p>
    </footer>
  );
});

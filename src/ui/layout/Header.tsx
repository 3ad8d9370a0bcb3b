import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { SettingsStore } from '../../application/stores/SettingsStore';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import { MAIN_NAVIGATION } from './mainNavigation';
import { MenuButton } from './MenuButton';
import { UserLinks } from './UserLinks';
import './Header.css';

const MENU_ID = 'site-menu';

export const Header = observer(function Header() {
  const settings = useInjection<SettingsStore>(TOKENS.SettingsStore);
  const location = useLocation();
  // The menu is open for the location it was opened on; any navigation closes it (docs/spec.md §2).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const toggleMenu = () => setOpenOn(menuOpen ? null : location.key);
  const closeMenu = () => setOpenOn(null);

  return (
    <header className="site-header">
      <Link to="/" className="site-header__name">
        {settings.foundryName}
      </Link>
      <MenuButton controls={MENU_ID} open={menuOpen} onToggle={toggleMenu} />
      <div
        id={MENU_ID}
        className={menuOpen ? 'site-header__menu is-open' : 'site-header__menu'}
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeMenu();
        }}
      >
        <nav aria-label="Main" className="site-header__nav">
          <ul>
            {MAIN_NAVIGATION.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>
                  {link.label}
                  {link.hint && <span className="visually-hidden"> {link.hint}</span>}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <UserLinks />
      </div>
    </header>
  );
});

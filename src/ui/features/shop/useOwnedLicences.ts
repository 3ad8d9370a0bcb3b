import { useEffect } from 'react';
import type { SessionStore } from '../../../application/stores/SessionStore';
import type { ShopChoices } from '../../../application/shop/ShopChoices';
import type { ShopGateway } from '../../../application/shop/ShopGateway';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';

/**
 * After hydration, a logged-in customer's licences of this family (GET shops/{page}/owned):
 * the shop's "Owned" and "Upgrade" marks. The server-rendered page is everyone's and cached,
 * so it never holds them; a failed call leaves the shop as it is for anyone.
 */
export function useOwnedLicences(page: string, choices: ShopChoices): void {
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const gateway = useInjection<ShopGateway>(TOKENS.ShopGateway);
  const loggedIn = session.isLoggedIn;
  useEffect(() => {
    if (!loggedIn) {
      choices.setOwned([]);
      return;
    }
    let current = true;
    gateway.owned(page).then(
      (licences) => {
        if (current) choices.setOwned(licences);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [gateway, page, choices, loggedIn]);
}

import { observer } from 'mobx-react-lite';
import type { CommissionsGateway } from '../../../application/commissions/CommissionsGateway';
import { TOKENS } from '../../../application/tokens';
import { SideNav, SideNavLink } from '../../components/SideNav';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';

/** docs/spec.md §2: the side navigation of commission lists; the open case study is highlighted. */
export const CommissionsNav = observer(function CommissionsNav({ active }: { active?: string }) {
  const gateway = useInjection<CommissionsGateway>(TOKENS.CommissionsGateway);
  const lists = useRemoteResource(() => gateway.lists(), [gateway]);
  return (
    <SideNav label="Commissions">
      {(lists.value ?? []).map((list) => (
        <section key={list.slug}>
          <h2 className="side-nav__heading">{list.name}</h2>
          <ul className="side-nav__list">
            {list.commissions.map((commission) => (
              <li key={commission.slug}>
                <SideNavLink
                  to={`/commissions/${commission.slug}`}
                  active={commission.slug === active}
                >
                  {commission.title}
                </SideNavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </SideNav>
  );
});

import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { CommissionsGateway } from '../../../application/commissions/CommissionsGateway';
import { TOKENS } from '../../../application/tokens';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';

/** Spec §2: the side navigation of commission lists; the open case study is highlighted. */
export const CommissionsNav = observer(function CommissionsNav({ active }: { active?: string }) {
  const gateway = useInjection<CommissionsGateway>(TOKENS.CommissionsGateway);
  const lists = useRemoteResource(() => gateway.lists(), [gateway]);
  return (
    <nav className="commissions-nav" aria-label="Commissions">
      {(lists.value ?? []).map((list) => (
        <section key={list.slug}>
          <h2 className="commissions-nav__heading">{list.name}</h2>
          <ul>
            {list.commissions.map((commission) => (
              <li key={commission.slug}>
                <Link
                  to={`/commissions/${commission.slug}`}
                  aria-current={commission.slug === active ? 'page' : undefined}
                >
                  {commission.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
});

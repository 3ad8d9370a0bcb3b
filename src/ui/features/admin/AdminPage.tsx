import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../../site/routeTable';
import { AdminAuditPage } from './AdminAuditPage';
import { AdminClubPage } from './AdminClubPage';
import { AdminCodesPage } from './AdminCodesPage';
import { AdminCustomerPage } from './AdminCustomerPage';
import { AdminCustomersPage } from './AdminCustomersPage';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AdminOrderPage } from './AdminOrderPage';
import { AdminOrdersPage } from './AdminOrdersPage';
import { AdminTaxReturnsPage } from './AdminTaxReturnsPage';

/** Each back-office route's page, by its pattern in the route table. */
const PAGES: Readonly<Record<string, () => React.JSX.Element>> = {
  '/admin': AdminDashboardPage,
  '/admin/orders': AdminOrdersPage,
  '/admin/orders/:id': AdminOrderPage,
  '/admin/audit': AdminAuditPage,
  '/admin/customers': AdminCustomersPage,
  '/admin/customers/:id': AdminCustomerPage,
  '/admin/codes': AdminCodesPage,
  '/admin/club': AdminClubPage,
  '/admin/tax-returns': AdminTaxReturnsPage,
};

/**
 * The back office as one lazy chunk: every public page's bundle carries a single import for
 * it (the home page's JavaScript has a budget), and the route the table matched picks the page.
 */
export default function AdminPage() {
  const { pathname } = useLocation();
  const Page = PAGES[matchRoute(pathname)?.path ?? ''] ?? AdminDashboardPage;
  return <Page />;
}

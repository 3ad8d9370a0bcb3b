import { Link, useLocation } from 'react-router-dom';
import { cartTesterFromAddress } from '../../../domain/typeTester/cartTester';

/**
 * 'Purchase', carrying the tester's set-up to the shop: what the visitor adds there remembers
 * it, so the shared cart link and the PDF quote show the set-up being licensed (docs/tester.md).
 * Its own component: only it re-renders when the tester writes the address.
 */
export function PurchaseLink({ page }: { page: string }) {
  const { search } = useLocation();
  const tester = cartTesterFromAddress(search);
  return (
    <Link className="button" to={`/shops/${page}${tester ? `?${tester}` : ''}`}>
      Purchase
    </Link>
  );
}

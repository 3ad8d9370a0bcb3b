import type { TaxReturnsDesk } from '../../../application/admin/TaxReturnsDesk';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';

/** The quarter's tax returns call, bound by the 'admin' feature's module. */
export function useTaxReturnsDesk(): TaxReturnsDesk {
  return useInjection<TaxReturnsDesk>(TOKENS.TaxReturnsDesk);
}

import type { ReportsDesk } from '../../../application/admin/ReportsDesk';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';

/** The dashboard's reports call, bound by the 'admin' feature's module. */
export function useReportsDesk(): ReportsDesk {
  return useInjection<ReportsDesk>(TOKENS.ReportsDesk);
}

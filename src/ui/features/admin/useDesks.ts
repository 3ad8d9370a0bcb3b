import type { BackOfficeDesks } from '../../../application/admin/BackOfficeDesks';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';

/** The back office's customer, code and club calls, bound by the 'admin' feature's module. */
export function useDesks(): BackOfficeDesks {
  return useInjection<BackOfficeDesks>(TOKENS.BackOfficeDesks);
}

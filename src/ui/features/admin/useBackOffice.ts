import type { BackOfficeGateway } from '../../../application/admin/BackOfficeGateway';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';

/** The back office's calls, bound by the 'admin' feature's module. */
export function useBackOffice(): BackOfficeGateway {
  return useInjection<BackOfficeGateway>(TOKENS.BackOfficeGateway);
}

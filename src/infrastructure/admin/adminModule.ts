import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';
import { AxiosBackOfficeDesks } from './AxiosBackOfficeDesks';
import { AxiosBackOfficeGateway } from './AxiosBackOfficeGateway';
import { AxiosReportsDesk } from './AxiosReportsDesk';
import { AxiosTaxReturnsDesk } from './AxiosTaxReturnsDesk';

/** The back office's calls (feature 'admin'): never in a public page's chunks. */
export const adminModule = featureModule((bind) => {
  bind(TOKENS.BackOfficeGateway, AxiosBackOfficeGateway);
  bind(TOKENS.BackOfficeDesks, AxiosBackOfficeDesks);
  bind(TOKENS.TaxReturnsDesk, AxiosTaxReturnsDesk);
  bind(TOKENS.ReportsDesk, AxiosReportsDesk);
});

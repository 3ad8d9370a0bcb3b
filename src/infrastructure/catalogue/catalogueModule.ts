import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';
import { AxiosCatalogueGateway } from './AxiosCatalogueGateway';

/** A typeface's specimen, glyphs and collection (feature 'catalogue'); the library's list is always loaded. */
export const catalogueModule = featureModule((bind) => {
  bind(TOKENS.CatalogueGateway, AxiosCatalogueGateway);
});

import { BlogSidebarStore } from '../../application/blog/BlogSidebarStore';
import { AxiosBlogGateway } from './AxiosBlogGateway';
import { TOKENS } from '../../application/tokens';
import { featureModule } from '../features/featureModule';

/** The blog's lists, posts and sidebar (feature 'blog'). */
export const blogModule = featureModule((bind) => {
  bind(TOKENS.BlogGateway, AxiosBlogGateway);
  bind(TOKENS.BlogSidebarStore, BlogSidebarStore);
});

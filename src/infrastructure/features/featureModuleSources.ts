import type { FeatureModuleSources } from './ContainerFeatureLoader';

/** Each feature's bindings, in a chunk of its own that the browser fetches with its pages. */
export const FEATURE_MODULE_SOURCES: FeatureModuleSources = {
  account: () => import('../account/accountModule').then((m) => m.accountModule),
  admin: () => import('../admin/adminModule').then((m) => m.adminModule),
  blog: () => import('../blog/blogModule').then((m) => m.blogModule),
  cart: () => import('../cart/cartModule').then((m) => m.cartModule),
  catalogue: () => import('../catalogue/catalogueModule').then((m) => m.catalogueModule),
  checkout: () => import('../checkout/checkoutModule').then((m) => m.checkoutModule),
  club: () => import('../club/clubModule').then((m) => m.clubModule),
  commissions: () => import('../commissions/commissionsModule').then((m) => m.commissionsModule),
  newsletter: () => import('../newsletter/newsletterModule').then((m) => m.newsletterModule),
  shop: () => import('../shop/shopModule').then((m) => m.shopModule),
  trials: () => import('../trials/trialsModule').then((m) => m.trialsModule),
};

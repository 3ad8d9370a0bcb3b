import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Feature } from '../../application/ports/FeatureLoader';

type PageModule = Promise<{ default: ComponentType }>;

export interface RegisteredPage {
  Page: LazyExoticComponent<ComponentType>;
  /** Fetches the page's chunk; called beside its features' chunks so neither waits on the other. */
  load: () => PageModule;
  /** The features (FeatureLoader) whose services the page resolves. */
  features: readonly Feature[];
}

const page = (load: () => PageModule, ...features: Feature[]): RegisteredPage => ({
  Page: lazy(load),
  load,
  features,
});

/**
 * One lazily loaded chunk per page, keyed by the route path of ROUTES (src/site/routeTable.ts).
 * To add a page: add its route to ROUTES, then its import here with the features it uses.
 */
export const PAGES: Readonly<Record<string, RegisteredPage>> = {
  '/': page(() => import('../features/home/HomePage')),
  '/blog': page(() => import('../features/blog/BlogPage'), 'blog'),
  '/blog/:filter': page(() => import('../features/blog/BlogFilterPage'), 'blog'),
  '/blog/:category/:slug': page(() => import('../features/blog/BlogPostPage'), 'blog'),
  '/typefaces': page(() => import('../features/catalogue/TypefacesPage')),
  // 'shop': a collection page offers the collection as a bundle (CollectionBundleOffer).
  '/typeface/:font': page(
    () => import('../features/catalogue/TypefacePage'),
    'catalogue',
    'shop',
    'cart',
  ),
  '/shops/:font': page(() => import('../features/shop/ShopPage'), 'shop', 'cart'),
  '/commissions': page(() => import('../features/commissions/CommissionsPage'), 'commissions'),
  '/commissions/:slug': page(() => import('../features/commissions/CaseStudyPage'), 'commissions'),
  '/information': page(() => import('../features/content/InformationPage')),
  '/eula': page(() => import('../features/content/EulaPage')),
  '/eula-us': page(() => import('../features/content/EulaUsPage')),
  '/privacy-policy': page(() => import('../features/content/PrivacyPolicyPage')),
  '/contact': page(() => import('../features/content/ContactPage')),
  '/about': page(() => import('../features/content/AboutPage'), 'newsletter'),
  '/club': page(() => import('../features/club/ClubPage')),
  '/club/invite/:invite': page(() => import('../features/club/ClubInvitePage'), 'club'),
  '/newsletter': page(() => import('../features/newsletter/NewsletterPage'), 'newsletter'),
  '/free-trial-fonts': page(() => import('../features/trials/FreeTrialFontsPage'), 'trials'),
  '/cart': page(() => import('../features/cart/CartPage'), 'cart'),
  '/checkout': page(() => import('../features/checkout/CheckoutPage'), 'checkout', 'cart'),
  '/checkouts/success': page(
    () => import('../features/checkout/CheckoutSuccessPage'),
    'checkout',
    'cart',
  ),
  '/user/login': page(() => import('../features/account/LoginPage'), 'account'),
  '/user/forget-password': page(() => import('../features/account/ForgetPasswordPage'), 'account'),
  '/user/change-password': page(() => import('../features/account/ChangePasswordPage'), 'account'),
  '/user/orders': page(() => import('../features/account/OrdersPage'), 'account', 'shop', 'cart'),
  '/user/profile': page(() => import('../features/account/ProfilePage'), 'account'),
  '/404': page(() => import('../features/content/NotFoundPage')),
  '/maintenance': page(() => import('../features/content/MaintenancePage')),
};

import type { ComponentType } from 'react';
import type { Feature } from '../../application/ports/FeatureLoader';

type PageModule = Promise<{ default: ComponentType }>;

export interface RegisteredPage {
  /** The page's component once its chunk has been fetched and evaluated, else null. */
  loaded: () => ComponentType | null;
  /**
   * Fetches the page's chunk (once; again after a failure); called beside its features'
   * chunks so neither waits on the other.
   */
  load: () => Promise<ComponentType>;
  /** The features (FeatureLoader) whose services the page resolves. */
  features: readonly Feature[];
}

/**
 * A page's chunk, kept once fetched. The page is rendered as the component itself, never
 * through React.lazy: a lazy page suspends on its first render even when its chunk is already
 * in, and the retry React then owes its Suspense boundary did not always come. The cart,
 * rendered by the browser, stayed on its page loader for good so, every request answered: CI's
 * "a German consumer pays 19 % VAT", and 1 visit in 30 in a local loop (none in 80 since).
 */
function page(importPage: () => PageModule, ...features: Feature[]): RegisteredPage {
  let component: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  return {
    loaded: () => component,
    load() {
      loading ??= importPage().then(
        (module) => (component = module.default),
        (error: unknown) => {
          // A failed chunk (offline, a deploy replaced it) may be asked for again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    features,
  };
}

const backOffice = page(() => import('../features/admin/AdminPage'), 'admin');

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
  '/legal-notice': page(() => import('../features/content/LegalNoticePage')),
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
  '/user/confirm-email': page(() => import('../features/account/ConfirmEmailPage'), 'account'),
  '/user/orders': page(() => import('../features/account/OrdersPage'), 'account', 'shop', 'cart'),
  '/user/profile': page(() => import('../features/account/ProfilePage'), 'account'),
  '/404': page(() => import('../features/content/NotFoundPage')),
  '/maintenance': page(() => import('../features/content/MaintenancePage')),
  // The back office: one chunk of its own for its four routes, never fetched by a public page.
  '/admin': backOffice,
  '/admin/orders': backOffice,
  '/admin/orders/:id': backOffice,
  '/admin/audit': backOffice,
  '/admin/customers': backOffice,
  '/admin/customers/:id': backOffice,
  '/admin/codes': backOffice,
  '/admin/club': backOffice,
  '/admin/tax-returns': backOffice,
};

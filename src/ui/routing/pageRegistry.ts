import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * One lazily loaded chunk per page, keyed by the route path of ROUTES (src/domain/site/routeTable.ts).
 * To add a page: add its route to ROUTES, then its import here.
 */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/': lazy(() => import('../features/home/HomePage')),
  '/blog': lazy(() => import('../features/blog/BlogPage')),
  '/blog/:filter': lazy(() => import('../features/blog/BlogFilterPage')),
  '/blog/:category/:slug': lazy(() => import('../features/blog/BlogPostPage')),
  '/typefaces': lazy(() => import('../features/catalogue/TypefacesPage')),
  '/typeface/:font': lazy(() => import('../features/catalogue/TypefacePage')),
  '/shops/:font': lazy(() => import('../features/shop/ShopPage')),
  '/commissions': lazy(() => import('../features/commissions/CommissionsPage')),
  '/commissions/:slug': lazy(() => import('../features/commissions/CaseStudyPage')),
  '/information': lazy(() => import('../features/content/InformationPage')),
  '/eula': lazy(() => import('../features/content/EulaPage')),
  '/eula-us': lazy(() => import('../features/content/EulaUsPage')),
  '/privacy-policy': lazy(() => import('../features/content/PrivacyPolicyPage')),
  '/contact': lazy(() => import('../features/content/ContactPage')),
  '/about': lazy(() => import('../features/content/AboutPage')),
  '/club': lazy(() => import('../features/club/ClubPage')),
  '/club/invite/:invite': lazy(() => import('../features/club/ClubInvitePage')),
  '/newsletter': lazy(() => import('../features/newsletter/NewsletterPage')),
  '/free-trial-fonts': lazy(() => import('../features/trials/FreeTrialFontsPage')),
  '/cart': lazy(() => import('../features/cart/CartPage')),
  '/checkout': lazy(() => import('../features/checkout/CheckoutPage')),
  '/checkouts/success': lazy(() => import('../features/checkout/CheckoutSuccessPage')),
  '/user/login': lazy(() => import('../features/account/LoginPage')),
  '/user/forget-password': lazy(() => import('../features/account/ForgetPasswordPage')),
  '/user/change-password': lazy(() => import('../features/account/ChangePasswordPage')),
  '/user/orders': lazy(() => import('../features/account/OrdersPage')),
  '/user/profile': lazy(() => import('../features/account/ProfilePage')),
  '/404': lazy(() => import('../features/content/NotFoundPage')),
  '/maintenance': lazy(() => import('../features/content/MaintenancePage')),
};

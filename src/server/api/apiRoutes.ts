import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '../accounts/http/accountRoutes';
import { orderHistoryRoutes } from '../orders/http/orderHistoryRoutes';
import { passwordResetRoutes } from '../accounts/http/passwordResetRoutes';
import type { AppContext } from '../appContext';
import { catalogueRoutes } from '../catalogue/http/catalogueRoutes';
import { clubInviteRoutes } from '../club/http/clubInviteRoutes';
import { newsletterRoutes } from '../newsletter/http/newsletterRoutes';
import { settingsRoutes } from '../settings/http/settingsRoutes';
import { trialRoutes } from '../trials/http/trialRoutes';
import { shopRoutes } from '../shop/http/shopRoutes';
import { ownedLicenceRoutes } from '../shop/http/ownedLicenceRoutes';
import { specimenFromPrices } from '../shop/app/shopFromPrice';
import { cartRoutes } from '../cart/http/cartRoutes';
import { checkoutApiRoutes } from '../checkout/http/checkoutApiRoutes';
import type { CheckoutComponents } from '../checkout/checkoutComponents';
import type { FailedCodeAttempts } from '../discounts/app/FailedCodeAttempts';
import type { AdminComponents } from '../admin/adminComponents';
import { adminRoutes } from '../admin/http/adminRoutes';

/**
 * Every API route module, registered under /api/v1. A module is a Fastify plugin that
 * declares its paths relative to the prefix (`api.get('/settings', …)`).
 */
export async function apiRoutes(
  api: FastifyInstance,
  context: AppContext,
  checkout: CheckoutComponents,
  admin: AdminComponents,
  codeAttempts: FailedCodeAttempts | null = null,
): Promise<void> {
  await api.register(settingsRoutes(context.config, context.maintenance));
  await api.register(
    catalogueRoutes(
      context.catalogue,
      specimenFromPrices(context.shops, context.config.currencySymbol),
      context.documents.pdfs,
    ),
  );
  await api.register(accountRoutes(context));
  await api.register(passwordResetRoutes(context));
  await api.register(orderHistoryRoutes(context));
  await api.register(trialRoutes(context));
  await api.register(newsletterRoutes(context));
  await api.register(clubInviteRoutes(context));
  await api.register(shopRoutes(context.shops, context.catalogue.answers, context.config));
  await api.register(ownedLicenceRoutes(context));
  await api.register(cartRoutes(context, checkout.priceCheckoutAddress, codeAttempts));
  await api.register(checkoutApiRoutes(context, checkout, admin.refundFollowUp));
  await api.register(adminRoutes(context, admin), { prefix: '/admin' });
}

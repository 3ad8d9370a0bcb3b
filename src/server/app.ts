import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { KyselyAccountRepository } from './accounts/adapters/KyselyAccountRepository';
import { RegisterCustomer } from './accounts/app/RegisterCustomer';
import { KyselyPasswordResets } from './accounts/adapters/KyselyPasswordResets';
import { KyselyEmailChangeLinks } from './accounts/adapters/KyselyEmailChangeLinks';
import { RequestPasswordReset } from './accounts/app/RequestPasswordReset';
import { ResetPassword } from './accounts/app/ResetPassword';
import { LogIn } from './accounts/app/LogIn';
import { ChangeEmail } from './accounts/app/ChangeEmail';
import { ConfirmEmailChange } from './accounts/app/ConfirmEmailChange';
import { systemClock } from './application/Clock';
import { ChangePassword } from './accounts/app/ChangePassword';
import { KyselyNewsletterSubscribers } from './newsletter/adapters/KyselyNewsletterSubscribers';
import { SubscribeToNewsletter } from './newsletter/app/SubscribeToNewsletter';
import { KyselyTrialDownloads } from './trials/adapters/KyselyTrialDownloads';
import { OpenTrialDownload } from './trials/app/OpenTrialDownload';
import { SendTrialFonts } from './trials/app/SendTrialFonts';
import { TrialFontsOnOffer } from './trials/app/TrialFontsOnOffer';
import { SessionAuth } from './accounts/http/SessionAuth';
import { apiRoutes } from './api/apiRoutes';
import { installOpenApi } from './api/openApi';
import type { AppContext } from './appContext';
import { KyselyOrderUpgrades } from './upgrades/adapters/KyselyOrderUpgrades';
import { KyselyClubMembers } from './club/adapters/KyselyClubMembers';
import { CartPricer } from './cart/app/CartPricer';
import { createCartUseCases } from './cart/cartUseCases';
import { KyselyCartRepository } from './cart/adapters/KyselyCartRepository';
import { KyselyQuoteRepository } from './cart/adapters/KyselyQuoteRepository';
import { KyselySharedCartRepository } from './cart/adapters/KyselySharedCartRepository';
import { QuotePdfFiles } from './cart/adapters/QuotePdfFiles';
import type { DocumentPools } from './documents/documentTasks';
import { documentWorkerUrl } from './documents/documentWorkerUrl';
import { DocumentPool } from './workers/documentPool';
import { FreeDiskGuard } from './storage/FreeDiskGuard';
import { RegisterClubMember } from './club/app/clubRegistration';
import { CheckClubInvite } from './club/app/CheckClubInvite';
import { KyselyClubEnrolments } from './club/adapters/KyselyClubEnrolments';
import { KyselyClubInvites } from './club/adapters/KyselyClubInvites';
import { createCatalogue } from './catalogue/createCatalogue';
import { kyselyCataloguePorts } from './catalogue/adapters/kyselyCataloguePorts';
import { catalogueFileRoutes } from './catalogue/http/catalogueFileRoutes';
import { catalogueHeadResolver } from './html/catalogueHead';
import type { ServerConfig } from './config';
import { contentDirectory } from './content/app/contentDirectory';
import { openDatabase, type DatabaseHandle } from './database/connection';
import { contentSecurityPolicy } from './html/contentSecurityPolicy';
import { frontendRoutes, type PageHeadResolver } from './html/frontendRoutes';
import { injectedApiCall, loadPageRenderer } from './html/loadPageRenderer';
import type { LocalApiCall, PageRenderer } from './html/PageRenderer';
import { BackgroundWarmUp } from './html/BackgroundWarmUp';
import { renderedPages } from './html/renderedPages';
import { FULLY_LISTED_ROUTES } from './catalogue/app/publicPages';
import { inProcessHeaders } from './http/inProcessRequest';
import { apiNotFoundRoutes } from './http/apiNotFound';
import { API_PREFIX } from './http/apiPaths';
import { errorAnswerer, installErrorHandler } from './http/errorHandler';
import { answerClientError, frameworkErrorAnswerer } from './http/frameworkErrors';
import { failureAnswer } from './failureAnswers';
import { installMaintenanceGate } from './settings/http/maintenanceGate';
import { refuseNulCharacters } from './http/nulCharacters';
import { installSecurityHeaders } from './http/securityHeaders';
import { installXsrfProtection } from './http/xsrf';
import { loggerOptions, type LogStream } from './logging/loggerOptions';
import { installRequestLog } from './logging/requestLog';
import { createMailer, outboxDirectory } from './mail/createMailer';
import type { Mailer } from './mail/app/Mailer';
import { KyselyMailQueue } from './mail/adapters/KyselyMailQueue';
import { MailQueueWorker } from './mail/app/MailQueueWorker';
import { outboxRoutes } from './mail/http/outboxRoutes';
import { KyselyOrderRepository } from './orders/adapters/KyselyOrderRepository';
import { OwnOrders } from './orders/app/OwnOrders';
import { installRateLimits } from './http/rateLimits';
import { createFailedCodeAttempts } from './discounts/createFailedCodeAttempts';
import { healthRoutes } from './lifecycle/healthRoutes';
import { KyselyStaleRecords } from './housekeeping/adapters/KyselyStaleRecords';
import type { StaleRecords } from './housekeeping/app/StaleRecords';
import { TrialFontPackage } from './trials/adapters/TrialFontPackage';
import { trialPackageOptions } from './trials/adapters/trialPackagePlan';
import { KyselySiteSettings } from './settings/adapters/KyselySiteSettings';
import { createMaintenanceSwitch } from './settings/app/maintenanceSwitch';
import { seoRoutes } from './seo/http/seoRoutes';
import { organization } from './seo/app/structuredData';
import { CachedShopCatalogue } from './shop/app/CachedShopCatalogue';
import { KyselyImportedShops } from './shop/adapters/KyselyImportedShops';
import { KyselyShopPriceLists } from './shop/adapters/KyselyShopPriceLists';
import { createCheckoutComponents, type CheckoutComponents } from './checkout/checkoutComponents';
import { BillingPartyOfCart } from './checkout/app/BillingPartyOfCart';
import type { CheckoutPayments } from './checkout/app/checkoutPayments';
import { createCheckoutPayments } from './checkout/createCheckoutPayments';
import { KyselyTestPaymentStore } from './payments/adapters/KyselyTestPaymentStore';
import { createSiteType } from './siteType/createSiteType';
import { createTaxCalculator } from './tax/createTaxCalculator';
import { KyselyDiscountCodeLookup } from './discounts/adapters/KyselyDiscountCodeLookup';
import { createAdminComponents } from './admin/adminComponents';
import { KyselyRefundLedger } from './refunds/adapters/KyselyRefundLedger';
import { KyselyRefundAttempts } from './refunds/adapters/KyselyRefundAttempts';
import { KyselySignInLog } from './signIns/adapters/KyselySignInLog';
import type { FollowUpRefunds } from './refunds/app/FollowUpRefunds';

/** Replacements for what the app would otherwise build from config (tests use them). */
export interface AppDependencies {
  /** An open, migrated database. The app takes ownership and closes it on `app.close()`. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout. */
  logStream?: LogStream;
  /** The page template; `${clientDir}/index.html` by default (built-in shell if missing). */
  htmlTemplatePath?: string;
  /** How long the stored maintenance switch may be cached, in ms (default 1000). */
  maintenanceCacheMs?: number;
  /** A better head than the route table's for some pages (typeface names, post titles). */
  resolvePageHead?: PageHeadResolver;
  /** The mail system instead of the one config chooses (tests inject one that fails). */
  mailer?: Mailer;
  /** false: the queue is only sent by explicit `app.mailWorker.deliverDue()` calls (tests). */
  startMailWorker?: boolean;
  /** Told of every route as it is added (tests enumerate the app's routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Renders pages with their data; by default the UI's built server entry, if built. */
  pageRenderer?: (call: LocalApiCall) => Promise<PageRenderer | null>;
  /** Wraps the card processor config chose (tests inject faults around its calls). */
  payments?: (chosen: CheckoutPayments) => CheckoutPayments;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The composition root's adapters, for route modules and tests. */
    appContext: AppContext;
    /** Sends the mail queue from this process; started when the app is ready. */
    mailWorker: MailQueueWorker;
    /** Checkout, payments and orders; the sweep settles payments with its reconciler. */
    checkout: CheckoutComponents;
    /** The rows the sweep removes (scheduleSweeps, `main.js sweep`). */
    staleRecords: StaleRecords;
    /** Refunds the card processor was still making, or made and may fail to pay out: the sweep reads them again. */
    refundFollowUp: FollowUpRefunds;
  }
}

/** Request bodies are small JSON forms and carts; anything bigger is a mistake or abuse. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The composition root of the server: builds every adapter from config by hand and wires
 * the HTTP pipeline. The database is not migrated here; `main.ts serve` and the test
 * helper migrate before they build the app.
 */
export async function buildApp(
  config: ServerConfig,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const database = deps.database ?? openDatabase(config.database);
  const siteSettings = new KyselySiteSettings(database.db);
  const maintenance = createMaintenanceSwitch(
    siteSettings,
    config.maintenanceModeOverride,
    deps.maintenanceCacheMs,
  );
  const catalogue = createCatalogue(kyselyCataloguePorts(database.db, contentDirectory()), config);
  const mailQueue = new KyselyMailQueue(database.db);
  const documents: DocumentPools = {
    pdfs: new DocumentPool({ workerUrl: documentWorkerUrl, maxQueue: config.documentQueueMax }),
    zips: new DocumentPool({ workerUrl: documentWorkerUrl, maxQueue: config.zipQueueMax }),
  };
  const trialFonts = new TrialFontPackage(
    trialPackageOptions(config, contentDirectory()),
    documents.zips,
  );
  const shops = new CachedShopCatalogue(
    new KyselyImportedShops(database.db, new KyselyShopPriceLists(database.db), {
      pro_multiplication: config.proMultiplication,
    }),
    catalogue.versions,
  );
  const accounts = new KyselyAccountRepository(database.db, mailQueue);
  const auth = new SessionAuth(accounts);
  const clubInvites = new KyselyClubInvites(database.db);
  const clubEnrolments = new KyselyClubEnrolments(database.db, accounts, clubInvites, mailQueue);
  const upgrades = new KyselyOrderUpgrades(database.db);
  const orders = new KyselyOrderRepository(database.db);
  const passwordResets = new KyselyPasswordResets(database.db, accounts, mailQueue);
  const emailChangeLinks = new KyselyEmailChangeLinks(database.db, accounts, mailQueue);
  const subscribers = new KyselyNewsletterSubscribers(database.db);
  const trialDownloads = new KyselyTrialDownloads(database.db);
  const trialsOnOffer = new TrialFontsOnOffer(trialFonts, catalogue.versions);
  const pricer = new CartPricer(
    shops,
    config.currencySymbol,
    new KyselyDiscountCodeLookup(database.db),
    upgrades,
    new KyselyClubMembers(database.db),
  );
  const tax = createTaxCalculator(config.foundryTax.country, config.taxServices);
  const carts = new KyselyCartRepository(database.db);
  const signIns = new KyselySignInLog(database.db);

  // Every refusal, the framework's own included, answers in the one error shape; a use case's
  // named failure as its feature registered it (failureAnswers.ts).
  const answerError = errorAnswerer(failureAnswer);
  const app = Fastify({
    logger: loggerOptions(
      config.logLevel,
      deps.logStream,
      config.logPretty ?? process.stdout.isTTY === true,
    ),
    // One compact line per request instead (requestLog.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // A load balancer's id is kept so one request can be followed across services.
    requestIdHeader: 'x-request-id',
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The contract's unions of plain types (a cart's `step`: text or number) become JSON
    // Schema `type: [..]` lists, which Ajv's strict mode otherwise warns about at start.
    ajv: { customOptions: { allowUnionTypes: true } },
    frameworkErrors: frameworkErrorAnswerer(answerError),
    clientErrorHandler: answerClientError,
  });

  const context: AppContext = {
    config,
    maintenance,
    catalogue,
    mailQueue,
    auth,
    trialFonts,
    shops,
    payments: (deps.payments ?? ((chosen) => chosen))(
      createCheckoutPayments(config.payments, new KyselyTestPaymentStore(database.db)),
    ),
    tax,
    pricer,
    cart: createCartUseCases({
      pricer,
      carts,
      billingParties: new BillingPartyOfCart(carts, tax),
      sharedCarts: new KyselySharedCartRepository(database.db),
      quotes: new KyselyQuoteRepository(database.db),
      quoteFiles: new QuotePdfFiles(config, catalogue.contentDir, shops, documents.pdfs),
    }),
    documents,
    freeDisk: new FreeDiskGuard(config.dataDir, config.minFreeDiskMb * 1024 * 1024),
    ownOrders: new OwnOrders(
      orders,
      upgrades,
      new KyselyRefundLedger(database.db),
      new KyselyRefundAttempts(database.db),
    ),
    ownedLicences: upgrades,
    accounts,
    registerCustomer: new RegisterCustomer(accounts),
    registerClubMember: new RegisterClubMember(accounts, clubInvites, clubEnrolments, config),
    checkClubInvite: new CheckClubInvite(clubInvites, accounts),
    requestPasswordReset: new RequestPasswordReset(accounts, passwordResets, config),
    resetPassword: new ResetPassword(passwordResets),
    logIn: new LogIn(accounts, config.staffSessionMinutes * 60_000, {
      signIns,
      clock: systemClock,
      logger: app.log,
    }),
    changeEmail: new ChangeEmail({
      accounts,
      links: emailChangeLinks,
      mail: mailQueue,
      brand: config,
      clock: systemClock,
    }),
    confirmEmailChange: new ConfirmEmailChange(emailChangeLinks, config, systemClock),
    changePassword: new ChangePassword(accounts),
    subscribeToNewsletter: new SubscribeToNewsletter(subscribers),
    sendTrialFonts: new SendTrialFonts({
      fonts: trialsOnOffer,
      downloads: trialDownloads,
      subscribers,
      mail: mailQueue,
      brand: config,
    }),
    openTrialDownload: new OpenTrialDownload(trialDownloads, trialsOnOffer),
  };

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('appContext', context);
  const checkout = createCheckoutComponents(
    context,
    { db: database.db, mailQueue, orders, upgrades },
    app.log,
  );
  app.decorate('checkout', checkout);
  const admin = createAdminComponents(
    context,
    checkout,
    { db: database.db, accounts, orders, siteSettings, signIns },
    app.log,
  );
  app.decorate('staleRecords', new KyselyStaleRecords(database.db));
  app.decorate('refundFollowUp', admin.refundFollowUp);
  const mailWorker = new MailQueueWorker(mailQueue, deps.mailer ?? createMailer(config), app.log);
  app.decorate('mailWorker', mailWorker);
  if (deps.startMailWorker !== false) app.addHook('onReady', async () => mailWorker.start());
  // A trial zip started by the form (not awaited there) must not write after the server stops.
  app.addHook('onClose', () => trialFonts.settle());
  // Before the database closes (onClose): a message being sent is finished and marked.
  app.addHook('preClose', async () => mailWorker.stop());
  app.addHook('onClose', async () => {
    await Promise.all([documents.pdfs.close(), documents.zips.close()]);
    await database.close();
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installRequestLog(app);
  installErrorHandler(app, answerError);
  await installSecurityHeaders(app, config.publicUrl.startsWith('https://'));
  // Awaited so the cookie parser's hook runs before the hooks below that read cookies.
  await app.register(fastifyCookie);
  installXsrfProtection(app, config.publicUrl.startsWith('https://'));
  installMaintenanceGate(app, maintenance);
  refuseNulCharacters(app);

  const rateLimitRedis = await installRateLimits(app, config);
  const codeAttempts = createFailedCodeAttempts(config.codeAttemptLimit, rateLimitRedis);
  app.addHook('onClose', async () => codeAttempts.close());

  await installOpenApi(app, config.foundryName);
  await app.register(async (api) => apiRoutes(api, context, checkout, admin, codeAttempts), {
    prefix: API_PREFIX,
  });
  apiNotFoundRoutes(app);
  if (config.nodeEnv !== 'production') await app.register(outboxRoutes(outboxDirectory(config)));
  await app.register(catalogueFileRoutes(catalogue));
  const siteType = createSiteType(catalogue.contentDir, catalogue.versions);
  await app.register(seoRoutes(catalogue, siteType, config.publicUrl));
  const site = {
    foundryName: config.foundryName,
    publicUrl: config.publicUrl,
    email: config.foundryEmail,
  };
  const apiCall = injectedApiCall(app, API_PREFIX);
  const renderer = await (
    deps.pageRenderer ?? ((call) => loadPageRenderer(config.clientDir, call))
  )(apiCall);
  const warmUp = new BackgroundWarmUp({
    recentlyWanted: () => pages?.recentlyWanted() ?? [],
    sitemapPaths: async () => (await catalogue.siteIndex.publicPages()).map((page) => page.path),
    fetchPage: (url) =>
      app.inject({
        method: 'GET',
        url,
        headers: { ...inProcessHeaders(), accept: 'text/html', 'accept-encoding': 'br, gzip' },
      }),
    failed: (error) => app.log.warn({ err: error }, 'page warm-up stopped'),
  });
  const pages = renderer
    ? renderedPages(renderer, catalogue.versions, maintenance, {
        onNewVersion: () => warmUp.schedule(),
        listed: {
          routes: FULLY_LISTED_ROUTES,
          paths: async () =>
            new Set((await catalogue.siteIndex.publicPages()).map((page) => page.path)),
        },
      })
    : undefined;
  // Once the server listens, the pages are rendered ahead of their visitors (not in tests,
  // which inject requests without listening).
  if (pages) app.addHook('onListen', async () => warmUp.schedule());
  app.addHook('onClose', () => warmUp.close());
  await app.register(
    healthRoutes({
      database: () => sql`select 1`.execute(database.db),
      ...(rateLimitRedis ? { redis: () => rateLimitRedis.ping() } : {}),
      // The home page rendered (then kept): the renderer and the catalogue answer.
      ...(pages ? { renderer: () => pages.get('/') } : {}),
    }),
  );
  await frontendRoutes(app, {
    clientDir: config.clientDir,
    pages,
    templatePath: deps.htmlTemplatePath ?? path.join(config.clientDir, 'index.html'),
    foundryName: config.foundryName,
    publicUrl: config.publicUrl,
    resolvePageHead:
      deps.resolvePageHead ??
      catalogueHeadResolver(catalogue, config.publicUrl, {
        shops,
        currency: config.currency,
        site,
      }),
    siteHead: async () => {
      const [fonts, names] = await Promise.all([siteType.head(), catalogue.nameFaces.get()]);
      return {
        fontTags: `${fonts.preload}\n    ${fonts.style}\n    ${names.style}`,
        structuredData: [organization(site)],
        styleHashes: [fonts.styleHash, names.styleHash],
      };
    },
    contentSecurityPolicy: (styleHashes) =>
      contentSecurityPolicy({ stripe: config.payments.provider === 'stripe', styleHashes }),
    serveSourceMaps: config.nodeEnv !== 'production',
  });

  return app;
}

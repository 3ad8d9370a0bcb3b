import type { UpgradeLookup } from './upgrades/app/UpgradeLookup';
import type { AccountRepository } from './accounts/app/AccountRepository';
import type { RegisterCustomer } from './accounts/app/RegisterCustomer';
import type { RequestPasswordReset } from './accounts/app/RequestPasswordReset';
import type { ResetPassword } from './accounts/app/ResetPassword';
import type { LogIn } from './accounts/app/LogIn';
import type { ChangeEmail } from './accounts/app/ChangeEmail';
import type { ConfirmEmailChange } from './accounts/app/ConfirmEmailChange';
import type { ChangePassword } from './accounts/app/ChangePassword';
import type { SubscribeToNewsletter } from './newsletter/app/SubscribeToNewsletter';
import type { OpenTrialDownload } from './trials/app/OpenTrialDownload';
import type { SendTrialFonts } from './trials/app/SendTrialFonts';
import type { SessionAuth } from './accounts/http/SessionAuth';
import type { CartPricer } from './cart/app/CartPricer';
import type { CartUseCases } from './cart/cartUseCases';
import type { Catalogue } from './catalogue/createCatalogue';
import type { ServerConfig } from './config';
import type { MailQueue } from './mail/app/MailQueue';
import type { OwnOrders } from './orders/app/OwnOrders';
import type { MaintenanceSwitch } from './settings/app/maintenanceSwitch';
import type { ShopCatalogue } from './shop/app/ShopCatalogue';
import type { RegisterClubMember } from './club/app/clubRegistration';
import type { CheckClubInvite } from './club/app/CheckClubInvite';
import type { CheckoutPayments } from './checkout/app/checkoutPayments';
import type { TaxCalculator } from './tax/app/TaxCalculator';
import type { TrialFontPackage } from './trials/adapters/TrialFontPackage';
import type { FreeDiskGuard } from './storage/FreeDiskGuard';
import type { DocumentPools } from './documents/documentTasks';

/**
 * What route modules are given by the composition root (app.ts): use cases and ports, never
 * the database (routes never see `db`: docs/architecture.md). New adapters (mailer, payment gateway,
 * storage) are added here as fields, built from config in app.ts.
 */
export interface AppContext {
  config: ServerConfig;
  maintenance: MaintenanceSwitch;
  /** Typefaces, posts, pages: cached answers and generated font files. */
  catalogue: Catalogue;
  /** Outgoing e-mail: enqueue here; the mail worker sends (never block a request on SMTP). */
  mailQueue: MailQueue;
  /** Who is calling: `currentUser(request)`, `requireUser(request)`. */
  auth: SessionAuth;
  /** The trial fonts zip, built once and cached under DATA_DIR/files/trials. */
  trialFonts: TrialFontPackage;
  /** Each family's shop (options, tiers, style prices), cached per content version. */
  shops: ShopCatalogue;
  /** The card processor config chose: Stripe, or the offline test cards. */
  payments: CheckoutPayments;
  /** The tax of an order address: VAT or US sales tax (the tables in code by default). */
  tax: TaxCalculator;
  /** Prices carts from the shops: the cart, quote and checkout routes all price alike. */
  pricer: CartPricer;
  /** The cart routes' use cases: the cart, its shared link and its PDF quote. */
  cart: CartUseCases;
  /** The worker threads every PDF and zip is made in, never the request thread. */
  documents: DocumentPools;
  /** Refuses what only fills the disk (quotes, new anonymous carts, shares) when it is short. */
  freeDisk: FreeDiskGuard;
  /** A customer's own orders: the success page, the downloads, the orders page. */
  ownOrders: OwnOrders;
  /** The licences a customer holds: the shop's "Owned" marks (docs/shop.md "Owned licences"). */
  ownedLicences: Pick<UpgradeLookup, 'ownedLines'>;
  /**
   * Customers' accounts and sessions (the account routes; the order downloads, plain links,
   * find whose login cookie it is).
   */
  accounts: AccountRepository;
  /** The registration use case (POST /users/register). */
  registerCustomer: RegisterCustomer;
  /** The club registration use case (POST /club/invite/register). */
  registerClubMember: RegisterClubMember;
  /** The invitation page's check (POST /club/invite/check). */
  checkClubInvite: CheckClubInvite;
  /** "Forgot password" (POST /users/recover/password). */
  requestPasswordReset: RequestPasswordReset;
  /** The account settings' use cases (POST /users/login, PUT /users, PUT /users/change-password). */
  logIn: LogIn;
  changeEmail: ChangeEmail;
  /** The e-mail change link's page (POST /users/confirm-email). */
  confirmEmailChange: ConfirmEmailChange;
  changePassword: ChangePassword;
  /** The reset link's form (POST /users/set-password, PUT /users/update/password). */
  resetPassword: ResetPassword;
  /** The newsletter form (POST /subscribe). */
  subscribeToNewsletter: SubscribeToNewsletter;
  /** The trial form (POST /trials) and its e-mailed download link (GET /trials/{token}.zip). */
  sendTrialFonts: SendTrialFonts;
  openTrialDownload: OpenTrialDownload;
}

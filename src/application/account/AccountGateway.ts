import type {
  EmailChangeValues,
  EmailFormValues,
  LoginFormValues,
  PasswordChangeValues,
  PasswordSetValues,
} from '../../domain/validation/accountForms';
import type { Order } from './Order';

/** The account calls of docs/spec.md §7 "Forms and accounts". Failures reject with an ApiError. */
export interface AccountGateway {
  /** POST users/login: the bearer token. */
  login(values: LoginFormValues): Promise<string>;
  /** POST users/register: the bearer token (checkout, and the e2e tests' set-up). */
  register(values: LoginFormValues): Promise<string>;
  /** POST users/recover/password: mails a reset link. */
  requestPasswordReset(values: EmailFormValues): Promise<void>;
  /** POST users/set-password with the code from that link. */
  setPassword(values: PasswordSetValues): Promise<void>;
  /**
   * PUT users: asks for the change, which waits for the e-mailed link; answers the note to
   * show (the same whether or not the address has an account).
   */
  changeEmail(values: EmailChangeValues): Promise<string>;
  /** POST users/confirm-email with the code from that link. */
  confirmEmail(code: string): Promise<void>;
  /** PUT users/change-password. */
  changePassword(values: PasswordChangeValues): Promise<void>;
  /** POST settings/orders. */
  orders(): Promise<Order[]>;
}

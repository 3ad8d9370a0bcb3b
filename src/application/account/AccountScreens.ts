import { inject, injectable } from 'inversify';
import {
  EMAIL_CHANGED_MESSAGE,
  EMAIL_CHANGE_FORM_RULES,
  EMAIL_FORM_RULES,
  LOGIN_FORM_RULES,
  PASSWORD_CHANGE_FORM_RULES,
  PASSWORD_SET_FORM_RULES,
  PASSWORD_CHANGED_MESSAGE,
  RESET_REQUEST_SUCCESS_MESSAGE,
  type EmailChangeValues,
  type EmailFormValues,
  type LoginFormValues,
  type PasswordChangeValues,
  type PasswordSetValues,
} from '../../domain/validation/accountForms';
import { FormState } from '../forms/FormState';
import type { FormValidator } from '../forms/FormValidator';
import type { SessionStore } from '../stores/SessionStore';
import { TOKENS } from '../tokens';
import type { AccountGateway } from './AccountGateway';
import type { Order } from './Order';

/**
 * The state each account screen starts with: a fresh form (or list) per visit of the
 * page, wired to the account calls and the session.
 */
@injectable()
export class AccountScreens {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly gateway: AccountGateway,
    @inject(TOKENS.SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.FormValidator) private readonly forms: FormValidator,
  ) {}

  /**
   * Signs in. Where to go next is the guest-only guard's business: once signed in, it
   * sends the visitor to the address stored before login, or to the orders (docs/spec.md §4).
   */
  loginForm(): FormState<LoginFormValues, void> {
    return new FormState<LoginFormValues, void>({
      initial: () => ({ email: '', password: '' }),
      validate: (values) => this.forms.validate(LOGIN_FORM_RULES, values),
      send: async (values) => {
        const token = await this.gateway.login(values);
        await this.session.signIn(token);
      },
    });
  }

  passwordResetRequestForm(): FormState<EmailFormValues> {
    return new FormState<EmailFormValues>({
      initial: () => ({ email: '' }),
      validate: (values) => this.forms.validate(EMAIL_FORM_RULES, values),
      send: (values) => this.gateway.requestPasswordReset(values),
      successMessage: RESET_REQUEST_SUCCESS_MESSAGE,
    });
  }

  /** The reset link's form; `code` comes from the link's query. */
  passwordSetForm(code: string): FormState<PasswordSetValues> {
    return new FormState<PasswordSetValues>({
      initial: () => ({ password: '' }),
      validate: (values) => this.forms.validate(PASSWORD_SET_FORM_RULES, values),
      send: (values) => this.gateway.setPassword({ password: values.password, code }),
      successMessage: PASSWORD_CHANGED_MESSAGE,
      clearOnSuccess: true,
    });
  }

  /**
   * Asks for the current password too. The address changes only when the e-mailed link is
   * opened, so on success the form empties back to the current address and shows the
   * server's note (a link was sent).
   */
  emailChangeForm(): FormState<EmailChangeValues, string> {
    return new FormState<EmailChangeValues, string>({
      initial: () => ({ email: this.session.profile?.email ?? '', current_password: '' }),
      validate: (values) => this.forms.validate(EMAIL_CHANGE_FORM_RULES, values),
      send: (values) => this.gateway.changeEmail(values),
      successMessage: (note) => note,
      clearOnSuccess: true,
    });
  }

  /**
   * The e-mail change link's page: one button, so that a mail scanner that fetches the link
   * changes nothing. A logged-in browser's header then shows the new address.
   */
  emailConfirmForm(code: string): FormState<Record<string, never>> {
    return new FormState<Record<string, never>>({
      initial: () => ({}),
      validate: () => [],
      send: async () => {
        await this.gateway.confirmEmail(code);
        if (this.session.profile) await this.session.resolveUser();
      },
      successMessage: EMAIL_CHANGED_MESSAGE,
    });
  }

  passwordChangeForm(): FormState<PasswordChangeValues> {
    return new FormState<PasswordChangeValues>({
      initial: () => ({ old_password: '', password: '' }),
      validate: (values) => this.forms.validate(PASSWORD_CHANGE_FORM_RULES, values),
      send: (values) => this.gateway.changePassword(values),
      successMessage: PASSWORD_CHANGED_MESSAGE,
      clearOnSuccess: true,
    });
  }

  /** The order history page loads this on each visit. */
  orderHistory(): Promise<Order[]> {
    return this.gateway.orders();
  }
}

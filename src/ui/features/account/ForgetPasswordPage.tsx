import { observer } from 'mobx-react-lite';
import type { AccountScreens } from '../../../application/account/AccountScreens';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';
import { usePageState } from '../../forms/usePageState';

/** /user/forget-password: mails a link to /user/change-password. */
export default observer(function ForgetPasswordPage() {
  const screens = useInjection<AccountScreens>(TOKENS.AccountScreens);
  const form = usePageState(() => screens.passwordResetRequestForm());
  return (
    <section className="page form-page">
      <h1>Forgot password</h1>
      <p className="form-page__intro">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <Form form={form} label="Forgot password" submitLabel="Send a password reset email">
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      </Form>
    </section>
  );
});

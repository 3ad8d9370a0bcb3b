import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { AccountScreens } from '../../../application/account/AccountScreens';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';
import { usePageState } from '../../forms/usePageState';

/** /user/login. Once signed in, the guest-only guard sends the visitor on. */
export default observer(function LoginPage() {
  const screens = useInjection<AccountScreens>(TOKENS.AccountScreens);
  const form = usePageState(() => screens.loginForm());
  return (
    <section className="page form-page">
      <h1>Login</h1>
      <p className="form-page__intro">
        Accounts are created during checkout: your first order makes yours. Log in here to see your
        orders and change your settings.
      </p>
      <Form form={form} label="Login" submitLabel="Login" busyLabel="Logging in...">
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
      </Form>
      <p>
        <Link to="/user/forget-password">I can&apos;t remember my password</Link>
      </p>
    </section>
  );
});

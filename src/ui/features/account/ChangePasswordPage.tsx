import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountScreens } from '../../../application/account/AccountScreens';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';
import { usePageState } from '../../forms/usePageState';

/** /user/change-password?code=…: the page the reset e-mail links to. */
export default observer(function ChangePasswordPage() {
  const screens = useInjection<AccountScreens>(TOKENS.AccountScreens);
  const [query] = useSearchParams();
  const form = usePageState(() => screens.passwordSetForm(query.get('code') ?? ''));
  return (
    <section className="page form-page">
      <h1>Reset password</h1>
      <Form form={form} label="Reset password" submitLabel="Change your password">
        <TextField
          form={form}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
        />
      </Form>
      {form.status === 'succeeded' && (
        <p>
          <Link to="/user/login">Log in with your new password</Link>
        </p>
      )}
    </section>
  );
});

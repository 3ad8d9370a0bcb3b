import { observer } from 'mobx-react-lite';
import type { AccountScreens } from '../../../application/account/AccountScreens';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';
import { usePageState } from '../../forms/usePageState';

/** /user/profile, "Settings": change e-mail and change password, each its own form. */
export default observer(function ProfilePage() {
  const screens = useInjection<AccountScreens>(TOKENS.AccountScreens);
  const emailForm = usePageState(() => screens.emailChangeForm());
  const passwordForm = usePageState(() => screens.passwordChangeForm());
  return (
    <section className="page form-page">
      <h1>Settings</h1>
      <section className="form-section" aria-labelledby="change-email">
        <h2 id="change-email">Change your email address</h2>
        <Form form={emailForm} label="Change your email address" submitLabel="Change email">
          <TextField
            form={emailForm}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
          <TextField
            form={emailForm}
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
        </Form>
      </section>
      <section className="form-section" aria-labelledby="change-password">
        <h2 id="change-password">Change your password</h2>
        <Form form={passwordForm} label="Change your password" submitLabel="Change password">
          <TextField
            form={passwordForm}
            name="old_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <TextField
            form={passwordForm}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
          />
        </Form>
      </section>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountScreens } from '../../../application/account/AccountScreens';
import type { PostLoginRedirect } from '../../../application/session/PostLoginRedirect';
import { TOKENS } from '../../../application/tokens';
import { CONTINUE_PARAM, sameSitePath } from '../../../site/loginContinue';
import { useInjection } from '../../di/useInjection';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';
import { usePageState } from '../../forms/usePageState';

/**
 * /user/login. Once signed in, the guest-only guard sends the visitor on: to the address in
 * `?continue=` (an e-mailed link opened while logged out) when it is a path of this site,
 * else where the login guard stopped them, else to their orders.
 */
export default observer(function LoginPage() {
  const screens = useInjection<AccountScreens>(TOKENS.AccountScreens);
  const redirect = useInjection<PostLoginRedirect>(TOKENS.PostLoginRedirect);
  const form = usePageState(() => screens.loginForm());
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(CONTINUE_PARAM);
  useEffect(() => {
    if (asked === null) return;
    // Another site's address is refused, and so is anything stored before: the visitor lands
    // on the default page.
    const continueTo = sameSitePath(asked);
    if (continueTo) redirect.remember(continueTo);
    else redirect.take();
  }, [asked, redirect]);
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

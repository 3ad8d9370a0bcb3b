import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccountScreens } from '../../../application/account/AccountScreens';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { Form } from '../../forms/Form';
import { FormSuccess } from '../../forms/FormSuccess';
import { usePageState } from '../../forms/usePageState';

/**
 * /user/confirm-email?code=…: the page the e-mail change link opens. A button sends the
 * code, so a mail scanner that fetches the link changes nothing; once it worked, the button
 * goes (the link works once).
 */
export default observer(function ConfirmEmailPage() {
  const screens = useInjection<AccountScreens>(TOKENS.AccountScreens);
  const [query] = useSearchParams();
  const form = usePageState(() => screens.emailConfirmForm(query.get('code') ?? ''));
  if (form.status === 'succeeded') {
    return (
      <section className="page form-page">
        <h1>Confirm your email address</h1>
        <FormSuccess message={form.successMessage} />
        <p>
          <Link to="/user/login">Log in with your new email address</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page form-page">
      <h1>Confirm your email address</h1>
      <p>Your account moves to the address this link was sent to once you confirm it.</p>
      <Form form={form} label="Confirm your email address" submitLabel="Confirm email address">
        {null}
      </Form>
    </section>
  );
});

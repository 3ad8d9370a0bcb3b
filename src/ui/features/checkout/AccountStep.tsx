import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { CheckoutStore } from '../../../application/checkout/CheckoutStore';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';

export const PASSWORD_RESET_PATH = '/user/forget-password';

/**
 * Step 1 (docs/spec.md §2): log in or register side by side, since a visitor must have an account
 * to buy. Success moves the checkout on by itself (CheckoutStore).
 */
export const AccountStep = observer(function AccountStep({
  checkout,
}: {
  checkout: CheckoutStore;
}) {
  return (
    <div className="checkout-account">
      <div className="checkout-account__column">
        <h3>I have an account</h3>
        <Form form={checkout.loginForm} label="Login" submitLabel="Login" busyLabel="Logging in...">
          <TextField
            form={checkout.loginForm}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
          <TextField
            form={checkout.loginForm}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
        </Form>
        <Link to={PASSWORD_RESET_PATH} className="button button--secondary checkout-account__reset">
          Reset your password
        </Link>
      </div>
      <div className="checkout-account__column">
        <h3>I am new here</h3>
        <Form
          form={checkout.registerForm}
          label="Register"
          submitLabel="Register"
          busyLabel="Registering..."
        >
          <TextField
            form={checkout.registerForm}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
          />
          <TextField
            form={checkout.registerForm}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
          />
        </Form>
      </div>
    </div>
  );
});

/** Step 1 once done: who is buying. */
export function LoggedInAs({ email }: { email: string }) {
  return <p>You are logged in as {email}</p>;
}

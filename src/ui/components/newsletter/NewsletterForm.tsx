import { observer } from 'mobx-react-lite';
import type { NewsletterScreens } from '../../../application/newsletter/NewsletterScreens';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';
import { usePageState } from '../../forms/usePageState';

/** The newsletter sign-up, on /newsletter and inside the about page. */
export const NewsletterForm = observer(function NewsletterForm({
  location,
}: {
  /** The newsletter_subscribe_location sent with each sign-up. */
  location: string;
}) {
  const screens = useInjection<NewsletterScreens>(TOKENS.NewsletterScreens);
  const form = usePageState(() => screens.subscriptionForm(location));
  return (
    <Form form={form} label="Newsletter sign-up" submitLabel="Subscribe" busyLabel="Subscribing...">
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="name" label="Name (optional)" autoComplete="name" />
    </Form>
  );
});

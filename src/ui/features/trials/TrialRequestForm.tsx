import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { TrialScreens } from '../../../application/trials/TrialScreens';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../di/useInjection';
import { CheckboxField } from '../../forms/CheckboxField';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';
import { usePageState } from '../../forms/usePageState';

/** Where the trial licence is explained (content/pages/information.md, #trial-fonts). */
export const TRIAL_LICENCE_PATH = '/information#trial-fonts';

export const TrialRequestForm = observer(function TrialRequestForm() {
  const screens = useInjection<TrialScreens>(TOKENS.TrialScreens);
  const form = usePageState(() => screens.trialForm());
  return (
    <Form form={form} label="Free trial fonts" submitLabel="Email me my free trial fonts">
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="name" label="Full name" autoComplete="name" />
      <CheckboxField form={form} name="subscribe" label="Sign me up for the newsletter" />
      <CheckboxField
        form={form}
        name="terms"
        label={
          <>
            I accept the <Link to={TRIAL_LICENCE_PATH}>trial fonts licence agreement</Link>
          </>
        }
      />
    </Form>
  );
});

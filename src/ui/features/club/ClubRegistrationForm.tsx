import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import type { ClubInviteCheck } from '../../../application/club/ClubInvite';
import { CLUB_HOME_PATH } from '../../../application/club/ClubScreens';
import type { FormState } from '../../../application/forms/FormState';
import type { ClubRegistrationValues } from '../../../domain/validation/clubRegistrationForm';
import { AddressFields } from '../../forms/AddressFields';
import { CheckboxField } from '../../forms/CheckboxField';
import { Form } from '../../forms/Form';
import { TextField } from '../../forms/TextField';
import { CLUB_SUBMIT_LABEL, CLUB_SUBMITTING_LABEL } from './clubRegistrationLabels';
import { CoworkerInviteFields } from './CoworkerInviteFields';

export const ClubRegistrationForm = observer(function ClubRegistrationForm({
  form,
  check,
}: {
  form: FormState<ClubRegistrationValues, void>;
  check: ClubInviteCheck;
}) {
  const navigate = useNavigate();
  const { coworkerInvite } = check.invite;
  return (
    <Form
      form={form}
      label="Club registration"
      submitLabel={CLUB_SUBMIT_LABEL}
      busyLabel={CLUB_SUBMITTING_LABEL}
      onSuccess={() => navigate(CLUB_HOME_PATH)}
    >
      <TextField form={form} name="email" label="Email" type="email" readOnly />
      <TextField
        form={form}
        name="password"
        label={check.alreadyCustomer ? 'Your current password' : 'Choose a password'}
        type="password"
        autoComplete={check.alreadyCustomer ? 'current-password' : 'new-password'}
      />
      {!coworkerInvite && (
        <TextField form={form} name="company" label="Company" autoComplete="organization" />
      )}
      <div className="form__row">
        <TextField form={form} name="first_name" label="First name" autoComplete="given-name" />
        <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" />
      </div>
      <AddressFields form={form} />
      <TextField form={form} name="instagram_handle" label="Instagram handle (optional)" />
      {!coworkerInvite && <CoworkerInviteFields form={form} />}
      <CheckboxField
        form={form}
        name="terms"
        label={
          <>
            I agree to the <Link to="/eula">terms and conditions</Link>
          </>
        }
      />
    </Form>
  );
});

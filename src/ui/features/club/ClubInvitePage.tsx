import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import type { ClubScreens } from '../../../application/club/ClubScreens';
import { TOKENS } from '../../../application/tokens';
import { Loader } from '../../components/Loader';
import { useInjection } from '../../di/useInjection';
import { FormErrorBox } from '../../forms/FormErrorBox';
import { usePageState, useStartOnMount } from '../../forms/usePageState';
import { ClubInviteIntro } from './ClubInviteIntro';
import { ClubRegistrationForm } from './ClubRegistrationForm';

/** /club/invite/{invite}: logs out whoever is here, checks the invite, then the form. */
export default observer(function ClubInvitePage() {
  const { invite = '' } = useParams();
  const screens = useInjection<ClubScreens>(TOKENS.ClubScreens);
  const registration = usePageState(() => screens.inviteRegistration(invite));
  useStartOnMount(registration);
  const { check, form } = registration;
  return (
    <section className="page form-page">
      <h1>Club registration</h1>
      {registration.status === 'checking' && <Loader label="Checking your invite…" />}
      {registration.status === 'invalid' && (
        <FormErrorBox messages={[registration.invalidMessage ?? '']} />
      )}
      {check && form && (
        <>
          <ClubInviteIntro check={check} />
          <ClubRegistrationForm form={form} check={check} />
        </>
      )}
    </section>
  );
});

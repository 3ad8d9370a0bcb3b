import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ClubScreens } from '../../../application/club/ClubScreens';
import { TOKENS } from '../../../application/tokens';
import { ResourceView } from '../../components/ResourceView';
import { useInjection } from '../../di/useInjection';
import { FormErrorBox } from '../../forms/FormErrorBox';
import { usePageState } from '../../forms/usePageState';
import { ClubInviteIntro } from './ClubInviteIntro';
import { ClubRegistrationForm } from './ClubRegistrationForm';

/** /club/invite/{invite}: logs out whoever is here, checks the invite, then the form. */
export default function ClubInvitePage() {
  const { invite = '' } = useParams();
  const screens = useInjection<ClubScreens>(TOKENS.ClubScreens);
  const registration = usePageState(() => screens.inviteRegistration(invite));
  useEffect(() => void registration.start(), [registration]);
  return (
    <section className="page form-page">
      <h1>Club registration</h1>
      <ResourceView
        resource={registration.check}
        loadingLabel="Checking your invite…"
        // Any failure of the check means the invite cannot be used (docs/spec.md §4), even a 404.
        failure={() => <FormErrorBox messages={[registration.invalidMessage]} />}
      >
        {(check) =>
          registration.form && (
            <>
              <ClubInviteIntro check={check} />
              <ClubRegistrationForm form={registration.form} check={check} />
            </>
          )
        }
      </ResourceView>
    </section>
  );
}

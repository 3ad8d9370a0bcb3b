import { Link } from 'react-router-dom';
import type { ClubInviteCheck } from '../../../application/club/ClubInvite';

/** What the invitee is told first: it differs for existing customers and co-workers (docs/spec.md §2). */
export function ClubInviteIntro({ check }: { check: ClubInviteCheck }) {
  if (check.alreadyCustomer) {
    return (
      <div className="form-page__intro">
        <p>
          You already have an account with us as <strong>{check.invite.email}</strong>. Enter your
          current password and your details below to join the club.
        </p>
        <p>
          <Link to="/user/forget-password">Forgot your password?</Link>
        </p>
      </div>
    );
  }
  if (check.invite.coworkerInvite) {
    return (
      <p className="form-page__intro">
        A colleague at <strong>{check.invite.company}</strong> has invited you to the club. Choose a
        password and fill in your details to join them.
      </p>
    );
  }
  return (
    <p className="form-page__intro">
      You have been invited to the club. Choose a password, fill in your details, and invite up to
      three co-workers if you like.
    </p>
  );
}

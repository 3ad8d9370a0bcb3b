import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ClubModel } from '../../../application/admin/DeskModels';
import { Loader } from '../../components/Loader';
import { AdminFrame } from './AdminFrame';
import { errorText } from './errorText';
import { useDesks } from './useDesks';

function InviteForm({ onSent }: { onSent: () => void }) {
  const desks = useDesks();
  const [email, setEmail] = useState('');
  const [coworkerOf, setCoworkerOf] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    desks.inviteToClub(email, coworkerOf).then(
      (sent) => {
        setMessage(sent);
        setEmail('');
        setCoworkerOf('');
        onSent();
      },
      (failure: unknown) => setMessage(errorText(failure)),
    );
  };
  return (
    <form className="admin-panel admin-search" onSubmit={submit} aria-label="Invite to the club">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          E-mail
        </label>
        <input
          id={`${id}-email`}
          className="field__input"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-coworker`}>
          Co-worker of (a member’s e-mail, optional)
        </label>
        <input
          id={`${id}-coworker`}
          className="field__input"
          type="email"
          value={coworkerOf}
          onChange={(event) => setCoworkerOf(event.target.value)}
        />
      </div>
      <button className="button" type="submit">
        Send invitation
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}

/** /admin/club: invite someone (alone or as a co-worker), the members and open invitations. */
export function AdminClubPage() {
  const desks = useDesks();
  const [club, setClub] = useState<ClubModel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    desks.club().then(setClub, (failure: unknown) => setError(errorText(failure)));
  }, [desks, loads]);

  return (
    <AdminFrame>
      <h1>Club</h1>
      <InviteForm onSent={() => setLoads((count) => count + 1)} />
      {error && <p role="alert">{error}</p>}
      {!error && !club && <Loader />}
      {club && (
        <>
          <h2>Members ({club.membersTotal})</h2>
          <ul className="admin-list">
            {club.members.length === 0 && <li>No members yet.</li>}
            {club.members.map((member) => (
              <li key={member.id}>
                <Link to={`/admin/customers/${member.id}`}>{member.email}</Link>
                {member.name && ` · ${member.name}`}
                {member.company && ` · ${member.company}`}
              </li>
            ))}
          </ul>
          <h2>Open invitations ({club.openInvites.length})</h2>
          <ul className="admin-list">
            {club.openInvites.length === 0 && <li>No open invitations.</li>}
            {club.openInvites.map((invite) => (
              <li key={`${invite.email}-${invite.createdAt}`}>
                {invite.email} · sent {invite.createdAt.slice(0, 10)}
                {invite.coworker && ` · co-worker of ${invite.invitedBy ?? 'a member'}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminFrame>
  );
}

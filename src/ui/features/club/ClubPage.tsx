import { Link } from 'react-router-dom';
import { TemplatePage } from '../../components/pages/TemplatePage';

/**
 * The API answers 401 to a guest and 403 to a customer who is not a club member; any other
 * failure keeps the default message.
 */
function membersOnly(status: number) {
  if (status === 401) {
    return (
      <p className="club-notice">
        The club is for invited members. Please <Link to="/user/login">log in</Link> to read on.
      </p>
    );
  }
  if (status === 403) {
    return (
      <p className="club-notice">
        This page is for club members only. Members join by invitation from the foundry or a
        co-worker.
      </p>
    );
  }
  return undefined;
}

/** /club: the members-only content page (docs/spec.md §2, §6). */
export default function ClubPage() {
  return <TemplatePage name="club" title="Club" failure={membersOnly} />;
}

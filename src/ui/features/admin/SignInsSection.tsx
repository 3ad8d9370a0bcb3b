import type { SignInRow } from '../../../application/admin/DeskModels';

/** Enough of a User-Agent to tell the browser and system; the rest is in the cell's title. */
const BROWSER_SHOWN = 60;

function browserOf(userAgent: string): string {
  if (!userAgent) return '—';
  return userAgent.length > BROWSER_SHOWN ? `${userAgent.slice(0, BROWSER_SHOWN)}…` : userAgent;
}

/**
 * A customer's latest sign-ins, newest first: when (UTC), from which address and browser.
 * A staff account's rows also say which step they were, the password or the TOTP code.
 */
export function SignInsSection({
  signIns,
  keptDays,
  staff,
}: {
  signIns: SignInRow[];
  keptDays: number;
  staff: boolean;
}) {
  return (
    <section aria-labelledby="sign-ins-title">
      <h2 id="sign-ins-title">Sign-ins</h2>
      {signIns.length === 0 ? (
        <p>No sign-ins recorded in the last {keptDays} days.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">The latest sign-ins, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Signed in (UTC)</th>
                <th scope="col">IP address</th>
                <th scope="col">Browser</th>
                {staff && <th scope="col">Step</th>}
              </tr>
            </thead>
            <tbody>
              {signIns.map((signIn, index) => (
                // Two sign-ins may share a minute and an address: the position tells them apart.
                <tr key={`${signIn.at}-${index}`}>
                  <td className="admin-when">{signIn.at.slice(0, 16).replace('T', ' ')}</td>
                  <td>{signIn.ipAddress}</td>
                  <td title={signIn.userAgent || undefined}>{browserOf(signIn.userAgent)}</td>
                  {staff && <td>{signIn.secondFactor ? 'TOTP code' : 'Password'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

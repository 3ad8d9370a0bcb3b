import type { Selectable } from 'kysely';
import type { ClubInviteRecord } from '../app/ClubInviteRecord';
import type { ClubInvitesTable } from '../../database/tables/clubTables';

/** The record of an invitation's row, as KyselyClubInvites answers it. */
export function clubInviteRecordOf(row: Selectable<ClubInvitesTable>): ClubInviteRecord {
  return {
    id: row.id,
    email: row.email,
    coworkerInvite: row.coworker_invite === 1,
    invitedByEmail: row.invited_by_email,
    company: row.company,
    grantsMembership: row.beta_user === 1,
    usedAt: row.used_at,
    expiresAt: row.expires_at,
  };
}

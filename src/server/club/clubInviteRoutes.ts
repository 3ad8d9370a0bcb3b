import type { FastifyInstance } from 'fastify';
import type { ClubRegistrationValues } from '../../domain/validation/clubRegistrationForm';
import type { AppContext } from '../appContext';
import { valueOrRefuse } from '../http/Refused';
import { checkboxField, formBody, textField } from '../security/formInput';
import { rateLimited } from '../security/rateLimits';
import { assertInviteTokenShape, assertInviteUsable } from './clubInviteStatus';
import { toClubInviteView, type ClubInviteCheckAnswer } from './clubInviteView';

const TEXT_FIELDS = [
  'email',
  'password',
  'company',
  'first_name',
  'last_name',
  'address1',
  'address2',
  'zip_code',
  'city',
  'state',
  'country',
  'instagram_handle',
] as const;

/**
 * The club invite calls: check the invitation, then register with it (the
 * RegisterClubMember use case, clubRegistration.ts).
 */
export function clubInviteRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { accounts, clubEnrolments } = context;
  return async (api) => {
    api.post('/club/invite/check', rateLimited, async (request): Promise<ClubInviteCheckAnswer> => {
      const token = textField(formBody(request.body), 'token');
      assertInviteTokenShape(token);
      const invite = await clubEnrolments.findInvite(token);
      assertInviteUsable(invite);
      return {
        invite: toClubInviteView(invite),
        already_customer: Boolean(await accounts.findByEmail(invite.email)),
      };
    });

    api.post('/club/invite/register', rateLimited, async (request) => {
      const form = formBody(request.body);
      const token = textField(form, 'token');
      assertInviteTokenShape(token);
      const invite = await clubEnrolments.findInvite(token);
      assertInviteUsable(invite);
      const values: ClubRegistrationValues = {
        ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, textField(form, field)])),
        terms: checkboxField(form, 'terms'),
        invited_coworker_emails: coworkerRows(form.invited_coworker_emails),
      };
      return { token: valueOrRefuse(await context.registerClubMember.execute(invite, values)) };
    });
  };
}

/** The co-worker rows as sent; anything that is not a list of {name, email} reads as none. */
function coworkerRows(value: unknown): ClubRegistrationValues['invited_coworker_emails'] {
  if (!Array.isArray(value)) return [];
  return value.map((row: unknown) => {
    const fields = formBody(row);
    return { name: textField(fields, 'name') ?? '', email: textField(fields, 'email') ?? '' };
  });
}

import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import { UNHANDLED_ERROR_RULE } from '../../domain/errors/ErrorItem';
import {
  clubRegistrationFormRules,
  emptyCoworkerInvites,
  MAX_COWORKER_INVITES,
  type ClubRegistrationValues,
} from '../../domain/validation/clubRegistrationForm';
import { FormState } from '../forms/FormState';
import type { FormValidator } from '../forms/FormValidator';
import { RemoteResource } from '../loading/RemoteResource';
import type { SessionStore } from '../stores/SessionStore';
import type { ClubInviteCheck } from './ClubInvite';
import type { ClubGateway } from './ClubGateway';

/** Shown in place of the form when the server gives no reason (docs/spec.md §8). */
export const INVALID_INVITE_MESSAGE =
  'This invite is not valid. It may have expired or have been used already.';

/** The field names of the club form, for placing server errors (the co-worker rows are nested). */
const CLUB_FIELDS: readonly string[] = [
  'email',
  'password',
  'company',
  'first_name',
  'last_name',
  'terms',
  'address1',
  'address2',
  'zip_code',
  'city',
  'state',
  'country',
  'instagram_handle',
  ...Array.from({ length: MAX_COWORKER_INVITES }, (_, index) => [
    `invited_coworker_emails.${index}.name`,
    `invited_coworker_emails.${index}.email`,
  ]).flat(),
];

/**
 * /club/invite/{invite} (docs/spec.md §4): checking the invite, then either its error or the
 * registration form shaped by what the check answered.
 */
export class ClubInviteRegistration {
  /** The invite check: loading while checking, failed for an invalid invite. */
  readonly check = new RemoteResource<ClubInviteCheck>();
  form: FormState<ClubRegistrationValues, void> | null = null;

  constructor(
    private readonly token: string,
    private readonly gateway: ClubGateway,
    private readonly session: SessionStore,
    private readonly forms: FormValidator,
  ) {
    makeObservable(this, { form: observableRef, invalidMessage: computed });
  }

  /** Why the invite is invalid: the server's reason, unless it gave none. */
  get invalidMessage(): string {
    const [first] = this.check.failureErrors;
    return first && first.rule !== UNHANDLED_ERROR_RULE ? first.message : INVALID_INVITE_MESSAGE;
  }

  /** Logs out whoever is logged in (the invite is for someone else), then checks the invite. */
  start(): Promise<void> {
    return this.check.loadOnce(async () => {
      if (this.session.isLoggedIn || this.session.hasToken) await this.session.logout();
      const check = await this.gateway.checkInvite(this.token);
      // The form exists before the check counts as loaded, so the page shows both together.
      runInAction(() => (this.form = this.registrationForm(check)));
      return check;
    });
  }

  private registrationForm({ invite, alreadyCustomer }: ClubInviteCheck) {
    const rules = clubRegistrationFormRules({
      coworkerInvite: invite.coworkerInvite,
      alreadyCustomer,
    });
    return new FormState<ClubRegistrationValues, void>({
      initial: () => ({
        email: invite.email,
        password: '',
        company: invite.coworkerInvite ? (invite.company ?? '') : '',
        first_name: '',
        last_name: '',
        address1: '',
        address2: '',
        zip_code: '',
        city: '',
        state: '',
        country: '',
        instagram_handle: '',
        terms: false,
        invited_coworker_emails: emptyCoworkerInvites(),
      }),
      validate: (values) => this.forms.validate(rules, values),
      send: async (values) => {
        const token = await this.gateway.register({
          ...values,
          // The hidden company of a co-worker is the inviting member's, whatever was sent.
          company: invite.coworkerInvite ? (invite.company ?? '') : values.company,
          beta_user_invite_id: invite.id,
          token: this.token,
          invited_coworker_emails: invite.coworkerInvite
            ? []
            : (values.invited_coworker_emails ?? []).map((row) => ({
                name: row.name?.trim() ?? '',
                email: row.email?.trim() ?? '',
              })),
        });
        await this.session.signIn(token);
      },
      fields: CLUB_FIELDS,
    });
  }
}

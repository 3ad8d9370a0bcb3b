import { describe, expect, it } from 'vitest';
import { ClubScreens } from '../../../src/application/club/ClubScreens';
import { INVALID_INVITE_MESSAGE } from '../../../src/application/club/ClubInviteRegistration';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AppEvents } from '../../../src/application/events/AppEvents';
import { SessionStore } from '../../../src/application/stores/SessionStore';
import { errorItem, GENERIC_ERROR_MESSAGE } from '../../../src/domain/errors/ErrorItem';
import { CLUB_MESSAGES } from '../../../src/domain/validation/clubRegistrationForm';
import { COWORKER_INVITE, FakeClubGateway } from '../fakes/FakeClubGateway';
import { FakeSessionGateway } from '../fakes/FakeSessionGateway';
import { DOMAIN_FORM_VALIDATOR } from '../forms/domainFormValidator';
import { InMemoryProfileStore } from '../fakes/InMemoryProfileStore';
import { InMemoryTokenStore } from '../fakes/InMemoryTokenStore';

function setUp(loggedIn = false) {
  const gateway = new FakeClubGateway();
  const sessionGateway = new FakeSessionGateway({ email: 'mara@studio.test' });
  const tokens = new InMemoryTokenStore(loggedIn ? 'old' : null);
  const profiles = new InMemoryProfileStore(loggedIn ? { email: 'someone@else.test' } : null);
  const session = new SessionStore(sessionGateway, tokens, profiles, new AppEvents());
  const registration = new ClubScreens(gateway, session, DOMAIN_FORM_VALIDATOR).inviteRegistration(
    'the-invite',
  );
  return { gateway, sessionGateway, tokens, session, registration };
}

function fillIn(
  form: { set(name: string, value: unknown): void },
  values: Record<string, unknown>,
) {
  Object.entries(values).forEach(([name, value]) => form.set(name, value));
}

const ADDRESS = {
  first_name: 'Mara',
  last_name: 'Lindqvist',
  address1: '1 Quay',
  zip_code: '11122',
  city: 'Stockholm',
  country: 'SE',
  terms: true,
};

describe('ClubInviteRegistration', () => {
  it('logs out whoever is logged in, then checks the invite', async () => {
    const { registration, session, sessionGateway, gateway } = setUp(true);
    await registration.start();
    expect(sessionGateway.logoutCalls).toBe(1);
    expect(session.isLoggedIn).toBe(false);
    expect(gateway.checked).toEqual(['the-invite']);
    expect(registration.check.status).toBe('loaded');
    expect(registration.form?.values.email).toBe('mara@studio.test');
  });

  it("shows the server's reason for an invalid invite, or a default text", async () => {
    const first = setUp();
    first.gateway.check = new ApiError(
      [errorItem(null, 'This invitation has already been used.', 'invite_used')],
      410,
      '/club/invite/check',
    );
    await first.registration.start();
    expect(first.registration.check.status).toBe('failed');
    expect(first.registration.invalidMessage).toBe('This invitation has already been used.');

    const second = setUp();
    second.gateway.check = new ApiError(
      [errorItem(null, GENERIC_ERROR_MESSAGE, 'unhandled_error')],
      500,
      '/club/invite/check',
    );
    await second.registration.start();
    expect(second.registration.invalidMessage).toBe(INVALID_INVITE_MESSAGE);
  });

  it('needs the company of a new member, and checks half-filled co-worker rows', async () => {
    const { registration, gateway } = setUp();
    await registration.start();
    const form = registration.form!;
    fillIn(form, { ...ADDRESS, password: 'secret1', 'invited_coworker_emails.0.email': 'x@y.co' });
    await form.submit();
    expect(form.fieldError('company')).toBe(CLUB_MESSAGES.company);
    expect(form.fieldError('invited_coworker_emails.0.name')).toBe(CLUB_MESSAGES.coworkerPair);
    expect(gateway.registered).toEqual([]);
  });

  it('registers with the invite, signs the new member in and sends three co-worker rows', async () => {
    const { registration, gateway, tokens, session } = setUp();
    await registration.start();
    const form = registration.form!;
    fillIn(form, {
      ...ADDRESS,
      password: 'secret1',
      company: 'Northlight',
      'invited_coworker_emails.0.name': 'Jonas',
      'invited_coworker_emails.0.email': 'jonas@studio.test',
    });
    expect((await form.submit()).ok).toBe(true);
    const [payload] = gateway.registered;
    expect(payload).toMatchObject({
      beta_user_invite_id: 'invite-1',
      token: 'the-invite',
      company: 'Northlight',
      email: 'mara@studio.test',
    });
    expect(payload?.invited_coworker_emails).toEqual([
      { name: 'Jonas', email: 'jonas@studio.test' },
      { name: '', email: '' },
      { name: '', email: '' },
    ]);
    expect(tokens.read()).toBe('club-token');
    expect(session.isLoggedIn).toBe(true);
  });

  it("fills a co-worker's company from the invite and asks no company of them", async () => {
    const { registration, gateway } = setUp();
    gateway.check = COWORKER_INVITE;
    await registration.start();
    const form = registration.form!;
    expect(form.values.company).toBe('Northlight');
    fillIn(form, { ...ADDRESS, password: 'secret1', company: '' });
    await form.submit();
    expect(gateway.registered[0]?.company).toBe('Northlight');
    expect(gateway.registered[0]?.invited_coworker_emails).toEqual([]);
  });

  it("shows the server's registration error above the form", async () => {
    const { registration, gateway } = setUp();
    await registration.start();
    gateway.registerError = new ApiError(
      [errorItem(null, 'This invitation has already been used.', 'invite_used')],
      410,
      '/club/invite/register',
    );
    const form = registration.form!;
    fillIn(form, { ...ADDRESS, password: 'secret1', company: 'Northlight' });
    await form.submit();
    expect(form.formErrors).toEqual(['This invitation has already been used.']);
  });
});

import { describe, expect, it } from 'vitest';
import { AccountScreens } from '../../../src/application/account/AccountScreens';
import { CheckoutStore } from '../../../src/application/checkout/CheckoutStore';
import { ClubScreens } from '../../../src/application/club/ClubScreens';
import { AppEvents } from '../../../src/application/events/AppEvents';
import { SessionStore } from '../../../src/application/stores/SessionStore';
import { TrialScreens } from '../../../src/application/trials/TrialScreens';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import { LOGIN_FORM_RULES } from '../../../src/domain/validation/accountForms';
import { COWORKERS_FIELD } from '../../../src/domain/validation/clubRegistrationForm';
import { REVIEW_FORM_RULES } from '../../../src/domain/validation/reviewForm';
import { TRIAL_FORM_RULES } from '../../../src/domain/validation/trialForms';
import { FakeCheckoutGateway } from '../checkout/FakeCheckoutGateway';
import { FakeAccountGateway } from '../fakes/FakeAccountGateway';
import { COWORKER_INVITE, FakeClubGateway, NEW_MEMBER_INVITE } from '../fakes/FakeClubGateway';
import { FakeTrialGateway } from '../fakes/FakeFormGateways';
import { FakeSessionGateway } from '../fakes/FakeSessionGateway';
import { InMemoryProfileStore } from '../fakes/InMemoryProfileStore';
import { InMemoryTokenStore } from '../fakes/InMemoryTokenStore';
import { RecordingFormValidator } from './RecordingFormValidator';

function session(): SessionStore {
  return new SessionStore(
    new FakeSessionGateway({ email: 'ada@example.test' }),
    new InMemoryTokenStore(null),
    new InMemoryProfileStore(null),
    new AppEvents(),
  );
}

describe('a form checked through the FormValidator port', () => {
  it("asks the port with the form's domain rules and what was typed, and shows its answer", async () => {
    const forms = new RecordingFormValidator();
    const gateway = new FakeTrialGateway();
    const form = new TrialScreens(gateway, forms).trialForm();
    form.set('email', 'ada@example.test');
    forms.answer = [errorItem('name', 'Name, please.', 'required')];

    expect(await form.submit()).toEqual({ ok: false });
    expect(forms.last?.rules).toBe(TRIAL_FORM_RULES);
    expect(forms.last?.values).toMatchObject({ email: 'ada@example.test', name: '' });
    expect(form.fieldError('name')).toBe('Name, please.');
    expect(form.fieldError('email')).toBeUndefined();
    expect(gateway.requests).toEqual([]);

    forms.answer = [];
    expect((await form.submit()).ok).toBe(true);
    expect(gateway.requests).toHaveLength(1);
  });

  it('puts an answer for a field the form does not have above the form', async () => {
    const forms = new RecordingFormValidator();
    const form = new AccountScreens(new FakeAccountGateway(), session(), forms).loginForm();
    forms.answer = [errorItem('captcha', 'Solve the puzzle.', 'required')];
    await form.submit();
    expect(forms.last?.rules).toBe(LOGIN_FORM_RULES);
    expect(form.formErrors).toEqual(['Solve the puzzle.']);
  });

  it("checks checkout's review with the buyer's flags from step 2", async () => {
    const forms = new RecordingFormValidator();
    const cart = {
      items: [],
      discountCode: null,
      applyDiscountCode: async () => {},
      empty: async () => {},
    };
    const checkout = new CheckoutStore({
      accounts: new FakeAccountGateway(),
      gateway: new FakeCheckoutGateway(),
      session: session(),
      cart,
      forms,
    });
    checkout.orderForm.set('is_student_order', true);
    await checkout.reviewForm.submit();
    expect(forms.last?.rules).toBe(REVIEW_FORM_RULES);
    expect(forms.last?.values).toMatchObject({ terms: false, is_student_order: true });
  });

  it("checks the club form with the rules the invite check's answer calls for", async () => {
    const coworkerRules = async (invite: typeof NEW_MEMBER_INVITE) => {
      const forms = new RecordingFormValidator();
      const gateway = new FakeClubGateway();
      gateway.check = invite;
      const registration = new ClubScreens(gateway, session(), forms).inviteRegistration('x');
      await registration.start();
      await registration.form?.submit();
      return forms.last?.rules.filter((rule) => rule.field.startsWith(COWORKERS_FIELD)).length;
    };
    expect(await coworkerRules(NEW_MEMBER_INVITE)).toBeGreaterThan(0);
    expect(await coworkerRules(COWORKER_INVITE)).toBe(0);
  });
});

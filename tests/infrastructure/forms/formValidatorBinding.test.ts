import 'reflect-metadata/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountScreens } from '../../../src/application/account/AccountScreens';
import type { Feature, FeatureLoader } from '../../../src/application/ports/FeatureLoader';
import { TOKENS } from '../../../src/application/tokens';
import type { TrialScreens } from '../../../src/application/trials/TrialScreens';
import { ACCOUNT_MESSAGES, LOGIN_FORM_RULES } from '../../../src/domain/validation/accountForms';
import { TRIAL_FORM_RULES, TRIAL_MESSAGES } from '../../../src/domain/validation/trialForms';
import { createContainer } from '../../../src/infrastructure/container';
import { ClassValidatorFormValidator } from '../../../src/infrastructure/forms/ClassValidatorFormValidator';

afterEach(() => vi.restoreAllMocks());

async function containerWith(...features: Feature[]) {
  const container = createContainer();
  const loader = container.get<FeatureLoader>(TOKENS.FeatureLoader);
  await Promise.all(features.map((feature) => loader.load(feature)));
  return container;
}

describe("the browser's container", () => {
  it('has no form check before a page with a form loads its feature', () => {
    expect(createContainer().isBound(TOKENS.FormValidator)).toBe(false);
  });

  it.each(['account', 'checkout', 'club', 'newsletter', 'trials'] as const)(
    "binds class-validator's form check with the '%s' feature",
    async (feature) => {
      const container = await containerWith(feature);
      expect(container.get(TOKENS.FormValidator)).toBeInstanceOf(ClassValidatorFormValidator);
    },
  );

  it("gives the form screens class-validator's check, with the spec messages", async () => {
    const check = vi.spyOn(ClassValidatorFormValidator.prototype, 'validate');
    const container = await containerWith('trials', 'account');

    const trial = container.get<TrialScreens>(TOKENS.TrialScreens).trialForm();
    await trial.submit();
    expect(check).toHaveBeenLastCalledWith(TRIAL_FORM_RULES, trial.values);
    expect(trial.fieldError('email')).toBe(TRIAL_MESSAGES.emailRequired);

    const login = container.get<AccountScreens>(TOKENS.AccountScreens).loginForm();
    login.set('email', 'ada@');
    await login.submit();
    expect(check).toHaveBeenLastCalledWith(LOGIN_FORM_RULES, login.values);
    expect(login.fieldError('email')).toBe(ACCOUNT_MESSAGES.emailPattern);
  });
});

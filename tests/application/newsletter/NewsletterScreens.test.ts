import { describe, expect, it } from 'vitest';
import { splitAboutTemplate } from '../../../src/application/newsletter/aboutTemplate';
import { NewsletterScreens } from '../../../src/application/newsletter/NewsletterScreens';
import type { PageContentGateway } from '../../../src/application/content/PageContentGateway';
import { ApiError } from '../../../src/application/errors/ApiError';
import { TrialScreens } from '../../../src/application/trials/TrialScreens';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import {
  NEWSLETTER_FAILURE_MESSAGE,
  NEWSLETTER_LOCATION_TRIALS,
  NEWSLETTER_SUCCESS_MESSAGE,
  TRIAL_SUCCESS_MESSAGE,
} from '../../../src/domain/validation/trialForms';
import { FakeNewsletterGateway, FakeTrialGateway, TRIAL_PAGE } from '../fakes/FakeFormGateways';
import { DOMAIN_FORM_VALIDATOR } from '../forms/domainFormValidator';

const pages: PageContentGateway = {
  templateHtml: async () => '<h2>About</h2><p>[[subscription-form]]</p><h2>Studio</h2>',
  homeBlocks: async () => ({ blocks: [], recentPosts: [] }),
};

describe('the about page template', () => {
  it('splits at the marker, taking the paragraph Markdown wrapped it in', () => {
    expect(splitAboutTemplate('<h2>A</h2><p>[[subscription-form]]</p><p>B</p>')).toEqual({
      before: '<h2>A</h2>',
      after: '<p>B</p>',
      hasMarker: true,
    });
  });

  it('puts the form at the end of a template without the marker', () => {
    expect(splitAboutTemplate('<p>A</p>')).toEqual({
      before: '<p>A</p>',
      after: '',
      hasMarker: false,
    });
  });
});

describe('NewsletterScreens', () => {
  it('subscribes with its location, says so and clears the form', async () => {
    const gateway = new FakeNewsletterGateway();
    const form = new NewsletterScreens(gateway, pages, DOMAIN_FORM_VALIDATOR).subscriptionForm(
      '/about',
    );
    form.set('email', 'ada@example.test');
    await form.submit();
    expect(gateway.subscriptions).toEqual([
      {
        email: 'ada@example.test',
        name: '',
        subscribe: true,
        newsletter_subscribe_location: '/about',
      },
    ]);
    expect(form.successMessage).toBe(NEWSLETTER_SUCCESS_MESSAGE);
    expect(form.values.email).toBe('');
  });

  it("says 'Subscribe failed!' when the server fails without a field error", async () => {
    const gateway = new FakeNewsletterGateway();
    gateway.failWith = new ApiError([errorItem(null, 'Boom', 'unhandled_error')], 500, '/x');
    const form = new NewsletterScreens(gateway, pages, DOMAIN_FORM_VALIDATOR).subscriptionForm(
      '/newsletter',
    );
    form.set('email', 'ada@example.test');
    await form.submit();
    expect(form.formErrors).toEqual([NEWSLETTER_FAILURE_MESSAGE]);
  });

  it('loads the about template split for the form', async () => {
    const about = await new NewsletterScreens(
      new FakeNewsletterGateway(),
      pages,
      DOMAIN_FORM_VALIDATOR,
    ).aboutTemplate();
    expect(about.after).toBe('<h2>Studio</h2>');
  });
});

describe('TrialScreens', () => {
  it("requests the trial fonts from '/free-trials' and shows the spec's success text", async () => {
    const gateway = new FakeTrialGateway();
    const form = new TrialScreens(gateway, DOMAIN_FORM_VALIDATOR).trialForm();
    form.set('email', 'ada@example.test');
    form.set('name', 'Ada Lovelace');
    form.set('terms', true);
    await form.submit();
    expect(gateway.requests[0]).toEqual({
      email: 'ada@example.test',
      name: 'Ada Lovelace',
      subscribe: false,
      terms: true,
      newsletter_subscribe_location: NEWSLETTER_LOCATION_TRIALS,
    });
    expect(form.successMessage).toBe(TRIAL_SUCCESS_MESSAGE);
  });

  it('loads the trial page once per page load, however often the page asks', async () => {
    const gateway = new FakeTrialGateway();
    const screens = new TrialScreens(gateway, DOMAIN_FORM_VALIDATOR);
    await Promise.all([screens.loadPage(), screens.loadPage()]);
    await screens.loadPage();
    expect(gateway.pageLoads).toBe(1);
    expect(screens.page.value).toEqual(TRIAL_PAGE);
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { errorItem } from '../../../src/domain/errors/ErrorItem';
import {
  NEWSLETTER_FAILURE_MESSAGE,
  TRIAL_SUCCESS_MESSAGE,
} from '../../../src/domain/validation/trialForms';
import { FakePageContentGateway } from '../../application/fakes/FakePageContentGateway';
import { FIRST_RENDER_TIMEOUT_MS, renderFormPage } from '../account/renderFormPage';
import { renderApp } from '../renderApp';
import { submitRefused } from '../forms/submitRefused';

afterEach(cleanup);
vi.setConfig({ testTimeout: FIRST_RENDER_TIMEOUT_MS + 5_000 });

describe('free trial fonts page', () => {
  it('shows the heading, the mockup rule, the licence link and the character sets', async () => {
    renderFormPage('/free-trial-fonts');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Download free trial fonts' },
        { timeout: FIRST_RENDER_TIMEOUT_MS },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Trial fonts may only be used for mockups.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'trial fonts licence agreement' }).getAttribute('href'),
    ).toBe('/information#trial-fonts');
    const greek = await screen.findByText('ΑΒΓαβγ');
    // Every script the trial fonts hold is shown as in the trial, with no retail-only marker.
    expect(screen.getByText('Greek').textContent).toBe('Greek');
    expect(screen.getByText('Latin').textContent).toBe('Latin');
    expect(screen.getByText(/basic alphabet of each other script/)).toBeTruthy();
    // The characters are set in the family's own web font, the name in its name subset, a
    // family of its own (src/contract/catalogue/nameFaceFamily.ts). Until the family's font
    // is in, the characters are drawn in the system's serif, not the site's: its Greek and
    // Cyrillic files would be fetched for a moment's use (fontFaces.ts, FontFallback).
    expect(greek.style.fontFamily).toBe('"Garamond Trial", serif');
    expect(screen.getByRole('heading', { name: 'Garamond Trial' }).style.fontFamily).toBe(
      '"Garamond Trial Names", var(--font-serif)',
    );
    expect(screen.getByText('Try before you buy.')).toBeTruthy();
  });

  it('rejects bad input with the spec messages, then sends and says the e-mail is on its way', async () => {
    const user = userEvent.setup();
    const { trials } = renderFormPage('/free-trial-fonts');
    const button = await screen.findByRole('button', { name: 'Email me my free trial fonts' });
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await submitRefused(user, button);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please accept the licensing agreement.')).toBeTruthy();
    expect(trials.requests).toEqual([]);

    await user.type(screen.getByLabelText('Email'), '.test');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.click(screen.getByLabelText('Sign me up for the newsletter'));
    await user.click(screen.getByLabelText(/I accept the/));
    await user.click(button);
    expect(await screen.findByText(TRIAL_SUCCESS_MESSAGE)).toBeTruthy();
    expect(trials.requests[0]).toMatchObject({ subscribe: true, terms: true });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('keeps the form when the page text cannot be loaded, with no loader or error left', async () => {
    renderFormPage('/free-trial-fonts', {
      prepare: ({ trials }) =>
        (trials.loadPage = () =>
          Promise.reject(new ApiError([errorItem(null, 'x', 'unhandled_error')], 500, '/x'))),
    });
    expect(
      await screen.findByRole(
        'button',
        { name: 'Email me my free trial fonts' },
        { timeout: FIRST_RENDER_TIMEOUT_MS },
      ),
    ).toBeTruthy();
    const main = within(screen.getByRole('main'));
    // The form has a status region of its own: look for the loader's words.
    await waitFor(() => expect(main.queryByText('Loading…')).toBeNull());
    expect(main.queryByRole('alert')).toBeNull();
    expect(main.queryByText('Try before you buy.')).toBeNull();
  });
});

describe('newsletter', () => {
  it("subscribes on /newsletter and says 'You are subscribed!'", async () => {
    const user = userEvent.setup();
    const { newsletter } = renderFormPage('/newsletter');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Subscribe' },
        { timeout: FIRST_RENDER_TIMEOUT_MS },
      ),
    );
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed!')).toBeTruthy();
    expect(newsletter.subscriptions[0]?.newsletter_subscribe_location).toBe('/newsletter');
  });

  it("puts the form inside the about page's text and says when subscribing failed", async () => {
    const user = userEvent.setup();
    const { newsletter } = renderFormPage('/about', {
      prepare: (fakes) =>
        (fakes.newsletter.failWith = new ApiError(
          [errorItem(null, 'x', 'unhandled_error')],
          500,
          '/x',
        )),
    });
    const heading = await screen.findByRole(
      'heading',
      { name: 'About us' },
      { timeout: FIRST_RENDER_TIMEOUT_MS },
    );
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    const studio = screen.getByRole('heading', { name: 'The studio' });
    expect(heading.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.compareDocumentPosition(studio) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_FAILURE_MESSAGE);
    expect(newsletter.subscriptions[0]?.newsletter_subscribe_location).toBe('/about');
  });

  it('still offers the form on /about when the about text cannot be loaded', async () => {
    // No 'about' template: the call answers 404, which must not send the visitor to /404.
    renderApp('/about', { fakes: { pages: new FakePageContentGateway({}) } });
    expect(
      await screen.findByRole(
        'form',
        { name: 'Newsletter sign-up' },
        { timeout: FIRST_RENDER_TIMEOUT_MS },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/about');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

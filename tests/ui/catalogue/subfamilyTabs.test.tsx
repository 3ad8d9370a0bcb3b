// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TypefaceSpecimen } from '../../../src/application/catalogue/TypefaceSpecimen';
import { SPECIMEN } from '../../application/catalogue/specimenFixture';
import { FakeCatalogueGateway, LIBRARY } from '../../application/fakes/FakeCatalogueGateway';
import { FIRST_RENDER_TIMEOUT_MS } from '../account/renderFormPage';
import { renderApp } from '../renderApp';

afterEach(cleanup);
vi.setConfig({ testTimeout: FIRST_RENDER_TIMEOUT_MS + 5_000 });

const face = SPECIMEN.editable.subfamilies[0]!.styles[0]!.font;

/** Test Serif with three subfamilies: few enough for tabs rather than a picker. */
const THREE_SUBFAMILIES: TypefaceSpecimen = {
  ...SPECIMEN,
  editable: {
    ...SPECIMEN.editable,
    subfamilies: [
      {
        id: 1,
        name: 'Text',
        sortOrder: 1,
        styles: [{ id: 1, name: 'Regular', slug: 'regular', font: face, nameFont: face }],
      },
      {
        id: 2,
        name: 'Caption',
        sortOrder: 2,
        styles: [{ id: 2, name: 'Caption', slug: 'caption', font: face, nameFont: face }],
      },
      {
        id: 3,
        name: 'Display',
        sortOrder: 3,
        styles: [{ id: 3, name: 'Poster', slug: 'poster', font: face, nameFont: face }],
      },
    ],
  },
};

async function renderTabs() {
  renderApp('/typeface/test-serif', {
    fakes: { catalogue: new FakeCatalogueGateway(LIBRARY, [THREE_SUBFAMILIES]) },
  });
  const tablist = await screen.findByRole(
    'tablist',
    { name: 'Subfamilies' },
    { timeout: FIRST_RENDER_TIMEOUT_MS },
  );
  const tab = (name: string) => within(tablist).getByRole('tab', { name });
  /** The panel, found by the name its selected tab gives it. */
  const panel = (name: string) => screen.getByRole('tabpanel', { name });
  return { tab, panel };
}

/** What a keyboard user meets: focus and selection on one tab, its styles in the panel. */
function expectSelected(
  { tab, panel }: Awaited<ReturnType<typeof renderTabs>>,
  name: string,
  style: string,
) {
  expect(document.activeElement).toBe(tab(name));
  expect(tab(name).getAttribute('aria-selected')).toBe('true');
  expect(within(panel(name)).getByText(`Test Serif ${style}`)).toBeTruthy();
}

describe('subfamily tabs on the typeface page', () => {
  it('puts only the selected tab in the tab order, and ties each tab to the panel', async () => {
    const user = userEvent.setup();
    const tabs = await renderTabs();
    expect(['Text', 'Caption', 'Display'].map((name) => tabs.tab(name).tabIndex)).toEqual([
      0, -1, -1,
    ]);
    const panel = tabs.panel('Text');
    expect(tabs.tab('Caption').getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByText('Test Serif Regular')).toBeTruthy();
    // The styles stay a list inside the panel (a tabpanel role on the list would unmake it).
    expect(within(within(panel).getByRole('list')).getAllByRole('listitem').length).toBeGreaterThan(
      0,
    );

    await user.click(tabs.tab('Caption'));
    expect(['Text', 'Caption', 'Display'].map((name) => tabs.tab(name).tabIndex)).toEqual([
      -1, 0, -1,
    ]);
    // Tab leaves the tablist for the panel; Shift+Tab comes back to the selected tab.
    await user.tab();
    expect(document.activeElement).toBe(tabs.panel('Caption'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(tabs.tab('Caption'));
  });

  it('moves with the arrow keys, wrapping at both ends, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    const tabs = await renderTabs();
    await user.click(tabs.tab('Text'));

    await user.keyboard('{ArrowRight}');
    expectSelected(tabs, 'Caption', 'Caption');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expectSelected(tabs, 'Display', 'Poster');
    expect(tabs.tab('Text').getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowRight}');
    expectSelected(tabs, 'Text', 'Regular');

    await user.keyboard('{End}');
    expectSelected(tabs, 'Display', 'Poster');
    await user.keyboard('{Home}');
    expectSelected(tabs, 'Text', 'Regular');
  });
});

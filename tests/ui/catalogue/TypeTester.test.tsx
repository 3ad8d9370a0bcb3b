// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypeTester } from '../../../src/ui/features/catalogue/typeTester/TypeTester';
import { SPECIMEN } from '../../application/catalogue/specimenFixture';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderTester(path = '/typeface/test-serif', page?: () => void, specimen = SPECIMEN) {
  function Page() {
    page?.();
    return <TypeTester id="samples" specimen={specimen} />;
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
      <Address />
    </MemoryRouter>,
  );
}

const samples = () => document.querySelector<HTMLElement>('.tester-samples');

describe('TypeTester', () => {
  it('moves the slider without re-rendering the page around it', () => {
    let pageRenders = 0;
    renderTester(undefined, () => (pageRenders += 1));
    const slider = screen.getByRole('slider', { name: 'Font size' });
    fireEvent.change(slider, { target: { value: '100' } });
    fireEvent.change(slider, { target: { value: '120' } });
    expect(samples()?.style.getPropertyValue('--tester-size')).toBe('120px');
    expect(pageRenders).toBe(1);
  });

  it('switches small caps as a pressed toggle and applies the feature to the samples', () => {
    renderTester();
    const smallCaps = screen.getByRole('button', { name: 'Small caps' });
    expect(smallCaps.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(smallCaps);
    expect(smallCaps.getAttribute('aria-pressed')).toBe('true');
    expect(samples()?.style.fontFeatureSettings).toContain('"smcp" 1');
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('offers one toggle per stylistic set, named as the font names it', () => {
    renderTester();
    const sets = screen.getByRole('group', { name: 'Stylistic sets' });
    fireEvent.click(screen.getByRole('button', { name: 'Swash capitals' }));
    expect(sets.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1);
    expect(samples()?.style.fontFeatureSettings).toBe('"kern" 1, "liga" 1, "ss02" 1');
  });

  it('sets a line in the italic, and shows every style in the all-styles view', () => {
    renderTester();
    fireEvent.change(screen.getByRole('combobox', { name: 'Style of line 2' }), {
      target: { value: 'italic' },
    });
    const [, second] = screen.getAllByRole('textbox');
    expect(second?.style.fontStyle).toBe('italic');
    fireEvent.click(screen.getByRole('button', { name: 'All styles' }));
    const list = screen.getByRole('list', { name: 'All styles' });
    expect([...list.querySelectorAll('.tester-caption')].map((el) => el.textContent)).toEqual([
      'Regular',
      'Italic',
    ]);
  });

  it("draws the regular's lines from the first lines' face until the regular is in, and only those", () => {
    const firstLinesFont = {
      family: 'Test Serif First',
      url: '/fonts/test/regular.first-lines.woff2',
      weight: 400,
      style: 'normal',
    } as const;
    renderTester(undefined, undefined, {
      ...SPECIMEN,
      family: { ...SPECIMEN.family, firstLinesFont },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Style of line 2' }), {
      target: { value: 'italic' },
    });
    const [first, second] = screen.getAllByRole('textbox');
    expect(first?.style.fontFamily).toBe('"Test Serif", "Test Serif First", var(--font-serif)');
    // The face is cut from the regular: an italic line never borrows it, slanted by the browser.
    expect(second?.style.fontFamily).toBe('"Test Serif", var(--font-serif)');
  });

  it('opens on the setup of a shared link and writes changes back to the address', () => {
    vi.useFakeTimers();
    renderTester('/typeface/test-serif?size=100&leading=1.5&align=center&text=Hello&features=ss01');
    expect(samples()?.style.getPropertyValue('--tester-size')).toBe('100px');
    expect(samples()?.style.lineHeight).toBe('1.5');
    expect(samples()?.style.textAlign).toBe('center');
    expect(screen.getAllByRole('textbox')[0]?.textContent).toBe('Hello');
    expect(
      screen.getByRole('button', { name: 'Stylistic set 1' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByRole('slider', { name: 'Tracking' }), { target: { value: '50' } });
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.getByTestId('address').textContent).toBe(
      '?text=Hello&size=100&leading=1.5&tracking=50&align=center&features=ss01',
    );
  });

  it('never drops typed text silently: New samples can be undone', () => {
    renderTester();
    const [first] = screen.getAllByRole('textbox');
    if (!first) throw new Error('no line');
    first.textContent = 'My own words';
    fireEvent.input(first);
    fireEvent.click(screen.getByRole('button', { name: 'New samples' }));
    expect(screen.getAllByRole('textbox')[0]?.textContent).toBe('Four');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getAllByRole('textbox')[0]?.textContent).toBe('My own words');
  });

  it('turns a right-to-left language on, where there are no small caps', () => {
    renderTester();
    fireEvent.change(screen.getByRole('combobox', { name: 'Script' }), {
      target: { value: 'Hebrew' },
    });
    expect(screen.getAllByRole('textbox')[0]?.getAttribute('dir')).toBe('rtl');
    expect(screen.queryByRole('button', { name: 'Small caps' })).toBeNull();
  });
});

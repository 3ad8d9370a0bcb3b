// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TypeTester } from '../../../src/ui/features/type-tester/TypeTester';
import { SPECIMEN } from '../../application/catalogue/specimenFixture';

afterEach(cleanup);

describe('TypeTester', () => {
  it('moves the slider without re-rendering the page around it', () => {
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <TypeTester id="samples" specimen={SPECIMEN} />;
    }
    render(<Page />);
    const slider = screen.getByRole('slider', { name: 'Font size' });
    fireEvent.change(slider, { target: { value: '100' } });
    fireEvent.change(slider, { target: { value: '120' } });
    const samples = document.querySelector<HTMLElement>('.tester-samples');
    expect(samples?.style.getPropertyValue('--tester-size')).toBe('120px');
    expect(pageRenders).toBe(1);
  });

  it('switches small caps as a pressed toggle and applies the feature to the samples', () => {
    render(<TypeTester id="samples" specimen={SPECIMEN} />);
    const smallCaps = screen.getByRole('button', { name: 'Small caps' });
    expect(smallCaps.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(smallCaps);
    expect(smallCaps.getAttribute('aria-pressed')).toBe('true');
    const samples = document.querySelector<HTMLElement>('.tester-samples');
    expect(samples?.style.fontFeatureSettings).toContain('"smcp" 1');
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });
});

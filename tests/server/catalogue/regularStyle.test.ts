import { describe, expect, it } from 'vitest';
import { regularStyle } from '../../../src/server/content/app/fonts/regularStyle';

const style = (name: string, weight: number, italic = false) => ({
  name,
  weight,
  is_italic: Number(italic),
});

describe('regularStyle: the style a family is shown in', () => {
  it('is the upright 400 when there is one', () => {
    const styles = [style('Bold', 700), style('Italic', 400, true), style('Regular', 400)];
    expect(regularStyle(styles)?.name).toBe('Regular');
  });

  it('is the upright nearest to 400 when the family has no upright 400, not its first style', () => {
    const styles = [style('Bold', 700), style('Italic', 400, true), style('Light', 300)];
    expect(regularStyle(styles)?.name).toBe('Light');
  });

  it('takes the lighter of two uprights as near to 400', () => {
    expect(regularStyle([style('Medium', 500), style('Light', 300)])?.name).toBe('Light');
  });

  it('is an italic only for a family without uprights, and nothing for no styles', () => {
    const styles = [style('Bold Italic', 700, true), style('Italic', 400, true)];
    expect(regularStyle(styles)?.name).toBe('Italic');
    expect(regularStyle([])).toBeUndefined();
  });
});

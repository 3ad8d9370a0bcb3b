import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pdfText } from '../support/pdfText';
import { createTestApp, type TestApp } from '../support/testApp';

/** What the foundry wrote for a family (content/typefaces/<slug>/typeface.yaml). */
function content(slug: string): {
  samples: string[];
  feature_texts: { features: string[]; text: string }[];
} {
  return parse(readFileSync(`content/typefaces/${slug}/typeface.yaml`, 'utf8'));
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function specimenText(slug: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/typefaces/${slug}/specimen.pdf`,
  });
  expect(response.statusCode).toBe(200);
  // One line per sample, however the page broke it: the samples are read as one text.
  return pdfText(response.rawPayload).replace(/\s+/g, ' ');
}

describe('a specimen PDF', () => {
  it('prints every sample the foundry wrote, not only the first four', async () => {
    const { samples } = content('eb-garamond');
    expect(samples.length).toBeGreaterThan(4);
    const text = await specimenText('eb-garamond');
    for (const sample of samples) expect(text).toContain(sample.replace(/\s+/g, ' '));
  }, 30_000);

  it('shows small caps with the text the foundry wrote for them', async () => {
    const smallCaps = content('eb-garamond').feature_texts.find((t) => t.features.includes('smcp'));
    const text = await specimenText('eb-garamond');
    expect(text).toContain('SMALL CAPS');
    expect(text).toContain(smallCaps?.text);
  }, 30_000);

  it('leaves small caps out for a family whose small caps serve only its Latin companion', async () => {
    // Vazirmatn's fonts carry smcp, but its feature texts list none: its Arabic has no small caps.
    expect(content('vazirmatn').feature_texts.some((t) => t.features.includes('smcp'))).toBe(false);
    expect(await specimenText('vazirmatn')).not.toContain('SMALL CAPS');
  }, 30_000);
});

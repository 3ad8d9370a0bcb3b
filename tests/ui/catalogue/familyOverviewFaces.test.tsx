// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPECIMEN } from '../../application/catalogue/specimenFixture';
import { FakeCatalogueGateway, LIBRARY } from '../../application/fakes/FakeCatalogueGateway';
import { FIRST_RENDER_TIMEOUT_MS } from '../account/renderFormPage';
import { recordFontFaces, stopRecordingFontFaces } from '../components/recordedFontFaces';
import { renderApp } from '../renderApp';

afterEach(() => {
  cleanup();
  stopRecordingFontFaces();
});
vi.setConfig({ testTimeout: FIRST_RENDER_TIMEOUT_MS + 5_000 });

describe('family overview', () => {
  it("sets each style's name in the style's name subset, not in its whole font", async () => {
    const declared = recordFontFaces();
    renderApp('/typeface/test-serif', {
      fakes: { catalogue: new FakeCatalogueGateway(LIBRARY, [SPECIMEN]) },
    });
    await screen.findByText('Test Serif Regular', {}, { timeout: FIRST_RENDER_TIMEOUT_MS });
    const regular = SPECIMEN.editable.subfamilies[0]!.styles[0]!;
    expect(regular.nameFont.url).not.toBe(regular.font.url);
    expect(declared).toContainEqual(
      expect.objectContaining({
        family: 'Test Serif',
        source: `url("${regular.nameFont.url}") format("woff2")`,
        descriptors: expect.objectContaining({ unicodeRange: regular.nameFont.unicodeRange }),
      }),
    );
  });
});

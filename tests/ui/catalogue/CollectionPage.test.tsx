// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TypefaceCollection } from '../../../src/application/catalogue/TypefaceCollection';
import {
  FakeCatalogueGateway,
  LIBRARY,
  TEST_SERIF_FONT,
} from '../../application/fakes/FakeCatalogueGateway';
import { recordFontFaces, stopRecordingFontFaces } from '../components/recordedFontFaces';
import { renderApp } from '../renderApp';

afterEach(() => {
  cleanup();
  stopRecordingFontFaces();
});

const NORTHERN: TypefaceCollection = {
  id: 2,
  name: 'Northern Collection',
  description: 'Faces from the north.',
  about: '<p>About the north.</p>',
  sections: [
    {
      name: 'Text faces',
      items: [
        {
          title: 'Test Serif',
          typeface: {
            name: 'Test Serif',
            page: 'test-serif',
            class: 'ff-test-serif',
            overview_text: 'Quiet letters for long reading.',
          },
          image: null,
          description: 'Our book face.',
          action_type: 2,
          action_value: null,
          action_header: 'Coming soon',
        },
      ],
    },
  ],
  minisite_url: null,
  minisite_link_name: null,
  minisite_image: null,
  minisite_image_gif: null,
  other_typefaces: [],
};

describe('CollectionPage', () => {
  it("sets an item's sample in its family's web font and declares that face", async () => {
    const declared = recordFontFaces();
    renderApp('/typeface/northern-collection', {
      fakes: { catalogue: new FakeCatalogueGateway(LIBRARY, [], { northern: NORTHERN }) },
    });
    const sample = await screen.findByText('Quiet letters for long reading.');
    await waitFor(() => expect(sample.style.fontFamily).toBe('"Test Serif", var(--font-serif)'));
    // The collection's own family is not among 'Other typefaces': the sample declares it.
    expect(declared.map((face) => face.source)).toEqual([
      `url(${JSON.stringify(TEST_SERIF_FONT.url)}) format("woff2")`,
    ]);
  });
});

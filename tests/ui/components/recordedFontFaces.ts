import { vi } from 'vitest';

/** A face a page declared, as the browser's FontFace constructor received it. */
export interface DeclaredFontFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}

const fetchedNow: string[] = [];

/** The sources of the recorded faces whose fetch was asked for at once (`FontFace.load()`). */
export function fontFacesFetchedNow(): readonly string[] {
  return fetchedNow;
}

/**
 * jsdom has neither FontFace nor document.fonts, so a page declares no web font there. This
 * stands in for both and lists every face added to document.fonts: the faces a browser would
 * fetch. src/ui/components/fontFaces.ts declares a URL once for the whole test file, so each
 * test should show faces of its own URLs. Undo with `stopRecordingFontFaces`.
 */
export function recordFontFaces(): DeclaredFontFace[] {
  const declared: DeclaredFontFace[] = [];
  fetchedNow.length = 0;
  class RecordedFontFace implements DeclaredFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors = {},
    ) {}
    load(): Promise<this> {
      fetchedNow.push(this.source);
      return Promise.resolve(this);
    }
  }
  vi.stubGlobal('FontFace', RecordedFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: (face: RecordedFontFace) => {
        declared.push({ family: face.family, source: face.source, descriptors: face.descriptors });
      },
    },
  });
  return declared;
}

export function stopRecordingFontFaces(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'fonts');
}

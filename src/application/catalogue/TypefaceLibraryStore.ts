import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import { RemoteResource } from '../loading/RemoteResource';
import { TypefaceLinksStore } from '../stores/TypefaceLinksStore';
import { TOKENS } from '../tokens';
import { compareNames } from './compareNames';
import type { LibraryGateway } from './LibraryGateway';
import type { TypefaceSummary, WebFontFace } from './TypefaceSummary';

/** docs/spec.md §2: only entries of type 'family' are shown as cards. */
export const FAMILY_TYPE = 'family';

/** 'Library overview': the families, sorted by name ascending. */
function familiesOf(library: TypefaceSummary[]): TypefaceSummary[] {
  return library
    .filter((entry) => entry.type === FAMILY_TYPE)
    .sort((a, b) => compareNames(a.name, b.name));
}

/**
 * The typeface library, loaded once per visit (docs/spec.md §7: "GET typefaces: cached"). It also
 * fills the footer's typeface list.
 */
@injectable()
export class TypefaceLibraryStore {
  readonly library = new RemoteResource<TypefaceSummary[]>();

  constructor(
    @inject(TOKENS.LibraryGateway) private readonly gateway: LibraryGateway,
    @inject(TOKENS.TypefaceLinksStore) private readonly links: TypefaceLinksStore,
  ) {
    makeObservable(this, { families: computed });
  }

  get families(): TypefaceSummary[] {
    return familiesOf(this.library.value ?? []);
  }

  /**
   * The web font of the family a font class names: cart and order lines know their family
   * only by that class (docs/spec.md §3 font_class). Null until the library is loaded.
   */
  fontOfClass(fontClass: string | null): WebFontFace | null {
    if (!fontClass) return null;
    return this.families.find((family) => family.class === fontClass)?.font ?? null;
  }

  load(): Promise<void> {
    return this.library.loadOnce(async () => {
      const library = await this.gateway.typefaces();
      this.links.setLinks(familiesOf(library).map(({ name, page }) => ({ name, page })));
      return library;
    });
  }
}

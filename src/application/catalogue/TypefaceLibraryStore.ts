import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import { RemoteResource } from '../content/RemoteResource';
import { TypefaceLinksStore } from '../stores/TypefaceLinksStore';
import { TOKENS } from '../tokens';
import type { CatalogueGateway } from './CatalogueGateway';
import type { TypefaceSummary } from './TypefaceSummary';

/** Spec §2: only entries of type 'family' are shown as cards. */
export const FAMILY_TYPE = 'family';

/**
 * The typeface library, loaded once per visit (spec §7: "GET typefaces: cached"). It also
 * fills the footer's typeface list.
 */
@injectable()
export class TypefaceLibraryStore {
  readonly library = new RemoteResource<TypefaceSummary[]>();

  constructor(
    @inject(TOKENS.CatalogueGateway) private readonly gateway: CatalogueGateway,
    @inject(TOKENS.TypefaceLinksStore) private readonly links: TypefaceLinksStore,
  ) {
    makeObservable(this, { families: computed });
  }

  /** 'Library overview': the families, sorted by name ascending. */
  get families(): TypefaceSummary[] {
    return (this.library.value ?? [])
      .filter((entry) => entry.type === FAMILY_TYPE)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async load(): Promise<void> {
    if (this.library.status === 'loaded' || this.library.status === 'loading') return;
    await this.library.load(() => this.gateway.typefaces());
    this.links.setLinks(
      this.families.map(({ name, page, class: className }) => ({ name, page, class: className })),
    );
  }
}

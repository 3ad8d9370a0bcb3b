import { injectable } from 'inversify';
import { actionBound, makeObservable, observableRef } from 'mobx';
import type { TypefaceLink } from '../catalogue/TypefaceLink';

/** The typefaces the footer lists; empty until the catalogue feature fills it. */
@injectable()
export class TypefaceLinksStore {
  links: TypefaceLink[] = [];

  constructor() {
    makeObservable(this, { links: observableRef, setLinks: actionBound });
  }

  setLinks(links: TypefaceLink[]): void {
    this.links = links;
  }
}

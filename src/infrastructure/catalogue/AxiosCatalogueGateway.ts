import { inject, injectable } from 'inversify';
import type { GlyphSet } from '../../application/catalogue/GlyphSet';
import type { CatalogueGateway } from '../../application/catalogue/CatalogueGateway';
import type { TypefaceCollection } from '../../application/catalogue/TypefaceCollection';
import type { TypefaceSpecimen } from '../../application/catalogue/TypefaceSpecimen';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { glyphSetAnswer } from '../../contract/catalogue/glyphSetAnswer';
import { getTypeface } from '../../contract/catalogue/specimen';
import { getCollection } from '../../contract/catalogue/typefaces';
import { parseAnswer } from '../http/parseAnswer';
import { toSpecimen } from '../answers/CatalogueAnswers';
import { collectionFromAnswer } from './collectionFromAnswer';
import { glyphSetFromAnswer } from './glyphSetFromAnswer';

@injectable()
export class AxiosCatalogueGateway implements CatalogueGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async typeface(page: string): Promise<TypefaceSpecimen> {
    const path = `/typefaces/${encodeURIComponent(page)}`;
    return toSpecimen(parseAnswer(getTypeface.response, await this.api.get<unknown>(path), path));
  }

  async glyphs(page: string, style: string): Promise<GlyphSet> {
    const path = `/typefaces/${encodeURIComponent(page)}/styles/${encodeURIComponent(style)}/glyphs`;
    return glyphSetFromAnswer(parseAnswer(glyphSetAnswer, await this.api.get<unknown>(path), path));
  }

  async collection(slug: string): Promise<TypefaceCollection> {
    const path = `/collections/${encodeURIComponent(slug)}`;
    return collectionFromAnswer(
      parseAnswer(getCollection.response, await this.api.get<unknown>(path), path),
    );
  }
}

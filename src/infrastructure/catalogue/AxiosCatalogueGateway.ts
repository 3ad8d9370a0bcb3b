import { inject, injectable } from 'inversify';
import type { GlyphSet } from '../../application/catalogue/GlyphSet';
import type { CatalogueGateway } from '../../application/catalogue/CatalogueGateway';
import type { TypefaceCollection } from '../../application/catalogue/TypefaceCollection';
import type { TypefaceSpecimen } from '../../application/catalogue/TypefaceSpecimen';
import type { TypefaceSummary } from '../../application/catalogue/TypefaceSummary';
import type { ApiClient } from '../../application/ports/ApiClient';
import { TOKENS } from '../../application/tokens';
import { unwrapData } from '../http/unwrapData';
import {
  toSpecimen,
  toTypefaceSummary,
  type SpecimenAnswer,
  type TypefaceListEntryAnswer,
} from './CatalogueAnswers';

@injectable()
export class AxiosCatalogueGateway implements CatalogueGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async typefaces(): Promise<TypefaceSummary[]> {
    const entries = unwrapData<TypefaceListEntryAnswer[]>(
      await this.api.get<unknown>('/typefaces'),
    );
    return entries.map(toTypefaceSummary);
  }

  async typeface(page: string): Promise<TypefaceSpecimen> {
    return toSpecimen(await this.api.get<SpecimenAnswer>(`/typefaces/${encodeURIComponent(page)}`));
  }

  async glyphs(page: string, style: string): Promise<GlyphSet> {
    return this.api.get<GlyphSet>(
      `/typefaces/${encodeURIComponent(page)}/styles/${encodeURIComponent(style)}/glyphs`,
    );
  }

  async collection(slug: string): Promise<TypefaceCollection> {
    return unwrapData<TypefaceCollection>(
      await this.api.get<unknown>(`/collections/${encodeURIComponent(slug)}`),
    );
  }
}

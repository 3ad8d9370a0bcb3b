import { inject, injectable } from 'inversify';
import type { CatalogueGateway } from '../catalogue/CatalogueGateway';
import { TOKENS } from '../tokens';
import type { HomeContent } from './HomeBlock';
import { HOME_BLOCK_TYPE } from './HomeBlock';
import type { PageContentGateway } from './PageContentGateway';

/** Use case: everything the home page shows, asking for the typefaces only when a block lists them. */
@injectable()
export class HomeContentLoader {
  constructor(
    @inject(TOKENS.PageContentGateway) private readonly pages: PageContentGateway,
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
  ) {}

  async load(): Promise<HomeContent> {
    const { blocks, recentPosts } = await this.pages.homeBlocks();
    const listsTypefaces = blocks.some((b) => b.type === HOME_BLOCK_TYPE.retailTypefaces);
    const typefaces = listsTypefaces ? await this.catalogue.typefaces() : [];
    return { blocks, recentPosts, typefaces };
  }
}

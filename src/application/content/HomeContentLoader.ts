import { inject, injectable } from 'inversify';
import type { TypefaceLibraryStore } from '../catalogue/TypefaceLibraryStore';
import { TOKENS } from '../tokens';
import type { HomeContent } from './HomeBlock';
import type { PageContentGateway } from './PageContentGateway';

/**
 * Use case: everything the home page shows. The retail typefaces come from the library
 * store, which the footer loads on every page anyway: sharing its one load keeps the home
 * page to a single GET typefaces.
 */
@injectable()
export class HomeContentLoader {
  constructor(
    @inject(TOKENS.PageContentGateway) private readonly pages: PageContentGateway,
    @inject(TOKENS.TypefaceLibraryStore) private readonly library: TypefaceLibraryStore,
  ) {}

  async load(): Promise<HomeContent> {
    const [{ blocks, recentPosts }] = await Promise.all([
      this.pages.homeBlocks(),
      this.library.load(),
    ]);
    return { blocks, recentPosts, families: this.library.families };
  }
}

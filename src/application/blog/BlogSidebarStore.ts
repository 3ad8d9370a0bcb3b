import { inject, injectable } from 'inversify';
import { RemoteResource } from '../loading/RemoteResource';
import { TOKENS } from '../tokens';
import type { BlogGateway } from './BlogGateway';
import type { BlogCategory, BlogTypeface } from './BlogPost';

/** The blog sidebar's links, loaded once per visit (docs/spec.md §7: both calls are cached). */
@injectable()
export class BlogSidebarStore {
  readonly links = new RemoteResource<{ typefaces: BlogTypeface[]; categories: BlogCategory[] }>();

  constructor(@inject(TOKENS.BlogGateway) private readonly gateway: BlogGateway) {}

  load(): Promise<void> {
    return this.links.loadOnce(async () => {
      const [typefaces, categories] = await Promise.all([
        this.gateway.typefaces(),
        this.gateway.categories(),
      ]);
      return { typefaces, categories };
    });
  }
}

import { computed, makeObservable, observable, runInAction } from 'mobx';
import { clampPage, lastPageOf } from '../../domain/pagination/paginationWindow';
import { RemoteResource } from '../loading/RemoteResource';
import type { BlogGateway } from './BlogGateway';
import type { BlogPostSummary } from './BlogPost';

/**
 * One page of a post list (the blog index or a filtered list). A page beyond the last is
 * answered with `correctedPage`, which the page puts into the address (docs/spec.md §2).
 */
export class BlogListStore {
  readonly request = new RemoteResource<{ posts: BlogPostSummary[]; total: number }>();
  page = 1;
  correctedPage: number | null = null;

  constructor(
    private readonly gateway: BlogGateway,
    readonly pageSize: number,
    private readonly filter?: string,
  ) {
    makeObservable(this, {
      page: observable,
      correctedPage: observable,
      posts: computed,
      total: computed,
      lastPage: computed,
      needsPagination: computed,
    });
  }

  get posts(): BlogPostSummary[] {
    return this.request.value?.posts ?? [];
  }

  get total(): number {
    return this.request.value?.total ?? 0;
  }

  get lastPage(): number {
    return lastPageOf(this.total, this.pageSize);
  }

  /** docs/spec.md §2: "Pagination appears only when the total exceeds the page size." */
  get needsPagination(): boolean {
    return this.total > this.pageSize;
  }

  async load(requestedPage: number): Promise<void> {
    const page = clampPage(requestedPage, Number.MAX_SAFE_INTEGER);
    runInAction(() => {
      this.page = page;
      this.correctedPage = null;
    });
    await this.request.load(async () => {
      const answer = await this.gateway.posts(page, this.pageSize, this.filter);
      return { posts: answer.data, total: answer.total };
    });
    const last = this.lastPage;
    if (this.request.status === 'loaded' && page > last) {
      runInAction(() => (this.correctedPage = last));
    }
  }
}

import { z } from './zod';

/** Larger pages would let one call dump the whole archive; the UI asks for 15, 20 or 24. */
export const MAX_PAGE_SIZE = 100;

/** `?page=&count=` of a paged list; each defaults when left out (the route's page size, 1). */
export const pageQuery = z.object({
  page: z.optional(z.int().check(z.minimum(1))),
  count: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE))),
});

export type PageQuery = z.infer<typeof pageQuery>;

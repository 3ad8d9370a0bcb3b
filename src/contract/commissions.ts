import {
  commissionAnswer,
  commissionListsAnswer,
  commissionOverviewAnswer,
} from './commissionAnswers';
import type { Endpoint } from './Endpoint';
import { pageQuery } from './pageQuery';
import { z } from './zod';

/** GET /commissions/posts: the overview and a page of case studies, newest first. */
export const getCommissionPosts = {
  querystring: pageQuery,
  response: commissionOverviewAnswer,
} satisfies Endpoint;

/** GET /commissions/post/{slug}: one case study. */
export const getCommission = {
  params: z.object({ slug: z.string() }),
  response: commissionAnswer,
} satisfies Endpoint;

/** GET /commissions/lists: the side navigation. */
export const getCommissionLists = { response: commissionListsAnswer } satisfies Endpoint;

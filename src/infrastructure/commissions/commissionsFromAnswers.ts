import type {
  CommissionDetail,
  CommissionPost,
  CommissionsOverview,
} from '../../application/commissions/Commission';
import type { commissionAnswer, commissionOverviewAnswer } from '../../contract/commissionAnswers';
import type { z } from '../../contract/zod';

type CommissionOverviewAnswer = z.infer<typeof commissionOverviewAnswer>;
type CommissionPostAnswer = CommissionOverviewAnswer['posts'][number];
type CommissionAnswer = z.infer<typeof commissionAnswer>;

/** The case studies' overview (parsed by the contract) as the commissions page reads it. */
export function commissionsOverviewFromAnswer(
  answer: CommissionOverviewAnswer,
): CommissionsOverview {
  return {
    featured: answer.featured && commissionPostFromAnswer(answer.featured),
    snippets: answer.snippets,
    posts: answer.posts.map(commissionPostFromAnswer),
  };
}

function commissionPostFromAnswer(post: CommissionPostAnswer): CommissionPost {
  return {
    slug: post.slug,
    title: post.title,
    featuredImage: post.featured_image,
    headerImage: post.header_image,
    projectCategory: post.project_category,
    summary: post.summary,
  };
}

/** One case study (parsed by the contract) as its page reads it. */
export function commissionDetailFromAnswer(answer: CommissionAnswer): CommissionDetail {
  return {
    slug: answer.slug,
    title: answer.title,
    projectCategory: answer.project_category,
    publishedAt: answer.published_at,
    designer: answer.designer,
    sidebarText: answer.sidebar_text,
    contentHtml: answer.content_html,
    thumbnailImage: answer.thumbnail_image,
    headerImage: answer.header_image,
    typeface: answer.typeface,
    description: answer.description,
    related: answer.related.map((related) => ({
      slug: related.slug,
      title: related.title,
      typeface: related.typeface,
      description: related.description,
      thumbnailImage: related.thumbnail_image,
    })),
  };
}

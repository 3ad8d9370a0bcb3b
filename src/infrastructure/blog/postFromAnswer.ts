import type { BlogPost } from '../../application/blog/BlogPost';
import type { postAnswer } from '../../contract/blogAnswers';
import type { z } from '../../contract/zod';

type PostAnswer = z.infer<typeof postAnswer>;

/** One post (parsed by the contract's `postAnswer`) as its page reads it. */
export function postFromAnswer(answer: PostAnswer): BlogPost {
  const { meta } = answer;
  return {
    name: answer.name,
    slug: answer.slug,
    category: answer.category,
    html: answer.html,
    description: answer.description,
    meta: {
      title: meta.title,
      description: meta.description,
      thumbImage: meta.thumb_image,
      class: meta.class,
      sidebarText: meta.sidebar_text,
      date: meta.date,
      designer: meta.designer,
      categories: meta.categories,
      families: meta.families,
    },
    blogs: answer.blogs,
  };
}

import type { RecentPost } from '../../../src/application/blog/BlogPost';
import type { HomeBlock } from '../../../src/application/content/HomeBlock';
import { HOME_BLOCK_TYPE } from '../../../src/application/content/HomeBlock';
import type { PageContentGateway } from '../../../src/application/content/PageContentGateway';
import { Gate } from './Gate';
import { notFound } from './notFound';

/** The foundry's page templates by name (GET pages/templates/{name}). */
export const TEMPLATES: Record<string, string> = {
  information: '<h2 id="licensing">Licensing</h2><p>Every font comes with a licence.</p>',
  about: '<h2>The foundry</h2><p>[[subscription-form]]</p><h2>The studio</h2>',
  '404': '<p>This address leads nowhere.</p>',
  eula: '<h2>Licence agreement</h2>',
  'eula-us': '<h2>Licence agreement (US)</h2>',
  'privacy-policy': '<h2>Your data</h2>',
  contact: '<h2>Write to us</h2>',
};

export const HOME_RECENT_POSTS: RecentPost[] = [
  {
    name: 'Test Serif on a museum poster',
    slug: 'museum-poster',
    category: 'in-use',
    image: null,
    typeface: 'Test Serif',
  },
];

/** The home page: a rich-content block, the retail typefaces and the recent posts. */
export const HOME_BLOCKS: HomeBlock[] = [
  { type: 1, content: '<p>Typefaces for reading and display.</p>' },
  { type: HOME_BLOCK_TYPE.retailTypefaces, content: null },
  { type: HOME_BLOCK_TYPE.recentBlogPosts, content: null },
];

/** Page templates and home blocks in memory; an unknown template answers 404 like the API. */
export class FakePageContentGateway implements PageContentGateway {
  readonly calls: string[] = [];
  readonly gate = new Gate();

  constructor(
    public templates: Record<string, string> = TEMPLATES,
    public blocks: HomeBlock[] = HOME_BLOCKS,
    public recentPosts: RecentPost[] = HOME_RECENT_POSTS,
  ) {}

  async templateHtml(name: string): Promise<string> {
    this.calls.push(`templates/${name}`);
    await this.gate.pass();
    const html = this.templates[name];
    if (html === undefined) throw notFound(`/pages/templates/${name}`);
    return html;
  }

  async homeBlocks(): Promise<{ blocks: HomeBlock[]; recentPosts: RecentPost[] }> {
    this.calls.push('homepage_blocks');
    await this.gate.pass();
    return { blocks: this.blocks, recentPosts: this.recentPosts };
  }
}

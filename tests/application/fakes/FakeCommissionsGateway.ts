import type {
  CommissionDetail,
  CommissionList,
  CommissionsOverview,
} from '../../../src/application/commissions/Commission';
import type { CommissionsGateway } from '../../../src/application/commissions/CommissionsGateway';
import { Gate } from './Gate';
import { notFound } from './notFound';

export const COMMISSIONS_OVERVIEW: CommissionsOverview = {
  featured: null,
  snippets: [{ title: 'Work with us', content: '<p>Tell us about your project.</p>' }],
  posts: [
    {
      slug: 'harbour-museum',
      title: 'Harbour Museum',
      featuredImage: null,
      headerImage: null,
      projectCategory: 'Custom typeface',
      summary: 'A display face for a museum.',
    },
  ],
};

export const COMMISSION_LISTS: CommissionList[] = [
  {
    name: 'Case studies',
    slug: 'case-studies',
    commissions: [{ slug: 'harbour-museum', title: 'Harbour Museum' }],
  },
];

/** The commissions calls in memory; unknown case studies answer 404 like the API. */
export class FakeCommissionsGateway implements CommissionsGateway {
  readonly calls: string[] = [];
  readonly gate = new Gate();

  constructor(
    public overviewAnswer: CommissionsOverview = COMMISSIONS_OVERVIEW,
    public listsAnswer: CommissionList[] = COMMISSION_LISTS,
    public details: CommissionDetail[] = [],
  ) {}

  async overview(page: number, count: number): Promise<CommissionsOverview> {
    this.calls.push(`posts?page=${page}&count=${count}`);
    await this.gate.pass();
    return this.overviewAnswer;
  }

  async lists(): Promise<CommissionList[]> {
    this.calls.push('lists');
    return this.listsAnswer;
  }

  async post(slug: string): Promise<CommissionDetail> {
    this.calls.push(`post/${slug}`);
    await this.gate.pass();
    const detail = this.details.find((candidate) => candidate.slug === slug);
    if (!detail) throw notFound(`/commissions/post/${slug}`);
    return detail;
  }
}

import { Link } from 'react-router-dom';
import type { CommissionsOverview } from '../../../application/commissions/Commission';
import {
  COMMISSIONS_PAGE_SIZE,
  type CommissionsGateway,
} from '../../../application/commissions/CommissionsGateway';
import { TOKENS } from '../../../application/tokens';
import { LazyImage } from '../../components/LazyImage';
import { ResourceView } from '../../components/ResourceView';
import { RichContent } from '../../components/RichContent';
import { SideNavLayout } from '../../components/SideNavLayout';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { CommissionsNav } from './CommissionsNav';
import './commissions.css';

function Overview({ overview }: { overview: CommissionsOverview }) {
  const { featured } = overview;
  return (
    <>
      {featured && (
        <Link to={`/commissions/${featured.slug}`} className="commission-featured">
          <LazyImage src={featured.featuredImage ?? featured.headerImage} alt="" aboveFold />
          <span className="eyebrow">{featured.projectCategory}</span>
          <span className="commission-featured__title">{featured.title}</span>
          <span>{featured.summary}</span>
        </Link>
      )}
      <section className="work-with-us" aria-labelledby="work-with-us-heading">
        <h2 id="work-with-us-heading">Work with us</h2>
        <div className="work-with-us__snippets">
          {overview.snippets.map((snippet) => (
            <div key={snippet.title}>
              <h3>{snippet.title}</h3>
              <RichContent html={snippet.content} />
            </div>
          ))}
        </div>
      </section>
      <ul className="commission-posts">
        {overview.posts.map((post) => (
          <li key={post.slug}>
            <Link to={`/commissions/${post.slug}`} className="commission-post">
              <LazyImage src={post.featuredImage ?? post.headerImage} alt="" />
              <span className="eyebrow">{post.projectCategory}</span>
              <span className="commission-post__title">{post.title}</span>
              <span className="commission-post__summary">{post.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /commissions: custom work (docs/spec.md §2 Commissions). */
export default function CommissionsPage() {
  const gateway = useInjection<CommissionsGateway>(TOKENS.CommissionsGateway);
  const overview = useRemoteResource(() => gateway.overview(1, COMMISSIONS_PAGE_SIZE), [gateway]);
  return (
    <SideNavLayout nav={<CommissionsNav />}>
      <h1>Commissions</h1>
      <ResourceView resource={overview}>{(value) => <Overview overview={value} />}</ResourceView>
    </SideNavLayout>
  );
}

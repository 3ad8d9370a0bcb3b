import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CommissionDetail } from '../../../application/commissions/Commission';
import type { CommissionsGateway } from '../../../application/commissions/CommissionsGateway';
import { TOKENS } from '../../../application/tokens';
import { ArticleWithSidebar } from '../../components/ArticleWithSidebar';
import { formatDate } from '../../components/formatDate';
import { LazyImage } from '../../components/LazyImage';
import { ResourceView } from '../../components/ResourceView';
import { RichContent } from '../../components/RichContent';
import { SideNavLayout } from '../../components/SideNavLayout';
import { usePageMeta } from '../../components/usePageMeta';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { CommissionsNav } from './CommissionsNav';
import './commissions.css';

function CaseStudy({ commission }: { commission: CommissionDetail }) {
  const meta = useMemo(
    () => ({
      // docs/spec.md §2: "the product abbreviation, the title and the category".
      title: (abbreviation: string) =>
        `${abbreviation} – ${commission.title} – ${commission.projectCategory}`,
      description: commission.description,
      image: commission.thumbnailImage,
    }),
    [commission],
  );
  usePageMeta(meta);
  return (
    <>
      <article className="case-study">
        <header>
          <p className="eyebrow">{commission.projectCategory}</p>
          <h1>{commission.title}</h1>
          <p className="case-study__byline">
            <time dateTime={commission.publishedAt}>{formatDate(commission.publishedAt)}</time>
            {commission.designer && <> · Design: {commission.designer}</>}
          </p>
        </header>
        {commission.headerImage && (
          <LazyImage
            src={commission.headerImage}
            alt=""
            className="case-study__header-image"
            aboveFold
          />
        )}
        <ArticleWithSidebar
          sidebarLabel="Project facts"
          sidebar={<div className="article-with-sidebar__text">{commission.sidebarText}</div>}
        >
          <RichContent html={commission.contentHtml} />
        </ArticleWithSidebar>
      </article>
      {commission.related.length > 0 && (
        <section className="other-case-studies" aria-labelledby="other-case-studies-heading">
          <h2 id="other-case-studies-heading">Other case studies</h2>
          <ul className="commission-posts">
            {commission.related.map((related) => (
              <li key={related.slug}>
                <Link to={`/commissions/${related.slug}`} className="commission-post">
                  <LazyImage src={related.thumbnailImage} alt="" />
                  <span className="commission-post__title">{related.title}</span>
                  <span className="commission-post__summary">
                    {related.typeface ?? related.description}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** /commissions/{slug}: one case study (docs/spec.md §2 Commissions). */
export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  const gateway = useInjection<CommissionsGateway>(TOKENS.CommissionsGateway);
  const commission = useRemoteResource(() => gateway.post(slug), [gateway, slug]);
  return (
    <SideNavLayout nav={<CommissionsNav active={slug} />}>
      <ResourceView resource={commission}>
        {(value) => <CaseStudy commission={value} />}
      </ResourceView>
    </SideNavLayout>
  );
}

import type { ReactNode } from 'react';
import type { PageContentGateway } from '../../../application/content/PageContentGateway';
import { TOKENS } from '../../../application/tokens';
import { ResourceView } from '../ResourceView';
import { RichContent } from '../RichContent';
import { useRemoteResource } from '../useRemoteResource';
import { useInjection } from '../../di/useInjection';
import './templatePage.css';

interface TemplatePageProps {
  /** The page name of GET pages/templates/{name}. */
  name: string;
  title: string;
  failure?: (status: number) => ReactNode;
}

/** A content page loaded by name (docs/spec.md §2: /information, /eula, /privacy-policy, …). */
export function TemplatePage({ name, title, failure }: TemplatePageProps) {
  const gateway = useInjection<PageContentGateway>(TOKENS.PageContentGateway);
  const html = useRemoteResource(() => gateway.templateHtml(name), [gateway, name]);
  return (
    <article className={`page template-page template-page--${name}`}>
      <h1>{title}</h1>
      <ResourceView resource={html} failure={failure}>
        {(value) => <RichContent html={value} />}
      </ResourceView>
    </article>
  );
}

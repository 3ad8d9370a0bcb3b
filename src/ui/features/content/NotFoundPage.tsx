import { Link } from 'react-router-dom';
import type { PageContentGateway } from '../../../application/content/PageContentGateway';
import { TOKENS } from '../../../application/tokens';
import { RichContent } from '../../components/RichContent';
import { useRemoteResource } from '../../components/useRemoteResource';
import { useInjection } from '../../di/useInjection';
import { observer } from 'mobx-react-lite';
import './notice.css';

/** /404: where every unknown address ends up; the foundry's 404 text joins once loaded. */
function NotFoundPage() {
  const gateway = useInjection<PageContentGateway>(TOKENS.PageContentGateway);
  const text = useRemoteResource(() => gateway.templateHtml('404'), [gateway]);
  return (
    <section className="page notice">
      <p className="notice__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      {text.value ? (
        <RichContent html={text.value} />
      ) : (
        <p>The page you were looking for has moved, or never existed.</p>
      )}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}

export default observer(NotFoundPage);

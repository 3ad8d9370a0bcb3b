import { TemplatePage } from '../../components/pages/TemplatePage';

/** /legal-notice: the provider's identification of §5 DDG, filled in by the server. */
export default function LegalNoticePage() {
  return <TemplatePage name="legal-notice" title="Legal notice" />;
}

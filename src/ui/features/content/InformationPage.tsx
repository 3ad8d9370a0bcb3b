import { TemplatePage } from '../../components/pages/TemplatePage';

/** /information (alias /licenses): in-page anchors scroll smoothly (global CSS) */
export default function InformationPage() {
  return <TemplatePage name="information" title="Information" />;
}

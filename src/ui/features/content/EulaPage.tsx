import { TemplatePage } from '../../components/pages/TemplatePage';

/** /eula */
export default function EulaPage() {
  return <TemplatePage name="eula" title="End User License Agreement" />;
}

import { TemplatePage } from '../../components/pages/TemplatePage';

/** /eula-us */
export default function EulaUsPage() {
  return <TemplatePage name="eula-us" title="End User License Agreement (US)" />;
}

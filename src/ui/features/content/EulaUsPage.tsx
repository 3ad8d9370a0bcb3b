import { TemplatePage } from './TemplatePage';

/** /eula-us */
export default function EulaUsPage() {
  return <TemplatePage name="eula-us" title="End User License Agreement (US)" />;
}

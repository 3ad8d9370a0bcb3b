import { TemplatePage } from '../../components/pages/TemplatePage';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return <TemplatePage name="privacy-policy" title="Privacy Policy" />;
}

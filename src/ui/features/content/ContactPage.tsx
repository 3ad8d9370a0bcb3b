import { TemplatePage } from '../../components/pages/TemplatePage';

/** /contact */
export default function ContactPage() {
  return <TemplatePage name="contact" title="Contact" />;
}

import { TemplatePage } from './TemplatePage';

/** /contact */
export default function ContactPage() {
  return <TemplatePage name="contact" title="Contact" />;
}

import { escapeHtml } from '../../markup/escapeHtml';
import type { FoundryIdentity } from './FoundryIdentity';

/**
 * The foundry's identity in a content page (content/pages/contact.md, legal-notice.md):
 * `{{foundry.address}}` and its siblings are filled in from the configuration when the page
 * is answered, so /contact, /legal-notice and the invoices give the same address and IDs.
 * A field the foundry has not set leaves nothing.
 */
export function fillFoundryIdentity(html: string, foundry: FoundryIdentity): string {
  const fields: Record<string, string> = {
    name: escapeHtml(foundry.name),
    address: foundry.address.map(escapeHtml).join('<br>'),
    email: escapeHtml(foundry.email),
    emailLink: `<a href="mailto:${escapeHtml(foundry.email)}">${escapeHtml(foundry.email)}</a>`,
    vatId: escapeHtml(foundry.vatId ?? ''),
    register: escapeHtml(foundry.register ?? ''),
    managingDirector: escapeHtml(foundry.managingDirector ?? ''),
  };
  return html.replace(/\{\{\s*foundry\.(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(fields, name) ? (fields[name] ?? '') : placeholder,
  );
}

import { escapeHtml } from '../../markup/escapeHtml';
import type { MailMessage } from './Mailer';

/** Who the mail comes from, in every message's header line and signature. */
export interface MailBrand {
  foundryName: string;
  foundryEmail: string;
  publicUrl: string;
}

/**
 * Something a message says that is more than a sentence (a receipt's lines, a link): what
 * the plain-text body shows, and the same as HTML, already escaped, with inline styles only
 * (mail clients drop `<style>` elements and external sheets).
 */
export interface MailBlock {
  text: string;
  html: string;
}

export interface MailContent {
  to: string;
  subject: string;
  /** Plain sentences, each a paragraph in both bodies, or blocks that say it in each. */
  paragraphs: (string | MailBlock)[];
  /** The one thing the reader should click, as an absolute URL. */
  action?: { label: string; url: string };
  /** Small print under the action (expiry, "ignore this if…"). */
  footnote?: string;
}

const PARAGRAPH_STYLE = 'margin:0 0 16px;line-height:1.5';

/** A link as its own paragraph: its label links in HTML; the text shows the address. */
export function mailLink(label: string, url: string): MailBlock {
  return {
    text: `${label}: ${url}`,
    html: `<p style="${PARAGRAPH_STYLE}"><a href="${escapeHtml(url)}" style="color:#111">${escapeHtml(label)}</a></p>`,
  };
}

/**
 * Every message the site sends has the same frame: the foundry's name, the paragraphs, one
 * call to action as a button (and as a bare URL for mail clients that strip links), and a
 * signature linking back to the site. Plain text and HTML say the same.
 */
export function composeMail(content: MailContent, brand: MailBrand): MailMessage {
  const { action, footnote } = content;
  const text = [
    ...content.paragraphs.map((part) => (typeof part === 'string' ? part : part.text)),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(footnote ? [footnote] : []),
    mailSignatureText(brand),
  ].join('\n\n');

  const paragraph = (part: string | MailBlock) =>
    typeof part === 'string' ? `<p style="${PARAGRAPH_STYLE}">${escapeHtml(part)}</p>` : part.html;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or copy this address into your browser: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const body = `${content.paragraphs.map(paragraph).join('\n')}
${button}
${footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : ''}`;

  return {
    to: content.to,
    subject: content.subject,
    text,
    html: mailHtml(content.subject, body, brand),
  };
}

/** The plain-text signature every message ends with. */
export function mailSignatureText(brand: MailBrand): string {
  return `— ${brand.foundryName}\n${brand.publicUrl}\n${brand.foundryEmail}`;
}

/**
 * The HTML frame of every message around its body (HTML the caller made safe): the foundry's
 * name as a header, and the signature linking back to the site.
 */
export function mailHtml(subject: string, bodyHtml: string, brand: MailBrand): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Georgia,serif;color:#111;background:#fff">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 24px;font-size:20px"><a href="${escapeHtml(brand.publicUrl)}" style="color:#111;text-decoration:none">${escapeHtml(brand.foundryName)}</a></p>
${bodyHtml}
<p style="margin:32px 0 0;font-size:13px;color:#555">${escapeHtml(brand.foundryName)} · <a href="${escapeHtml(brand.publicUrl)}">${escapeHtml(brand.publicUrl.replace(/^https?:\/\//, ''))}</a> · <a href="mailto:${escapeHtml(brand.foundryEmail)}">${escapeHtml(brand.foundryEmail)}</a></p>
</div></body></html>`;
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../markup/escapeHtml';
import { NOT_FOUND_MESSAGE } from '../../http/apiNotFound';
import { HttpError } from '../../http/HttpError';
import { isOutboxId, type OutboxEntry } from '../adapters/OutboxMailer';

const NOT_FOUND = () => HttpError.of(404, NOT_FOUND_MESSAGE, 'not_found');

/**
 * /dev/outbox: the messages the OutboxMailer wrote, for a developer to read and click through
 * without a mail server. app.ts never registers it in production: the outbox holds other
 * people's reset links, so there the paths must not exist at all.
 */
export function outboxRoutes(outboxDir: string): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    app.get('/dev/outbox', async (_request, reply) => {
      const entries = await listEntries(outboxDir);
      const rows = entries
        .map(
          (entry) =>
            `<tr><td>${escapeHtml(new Date(entry.date).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</td>` +
            `<td>${escapeHtml(entry.to)}</td>` +
            `<td><a href="/dev/outbox/${entry.id}">${escapeHtml(entry.subject)}</a></td>` +
            `<td><a href="/dev/outbox/${entry.id}.eml" download>.eml</a></td></tr>`,
        )
        .join('\n');
      const body =
        entries.length === 0
          ? '<p>No messages yet.</p>'
          : `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th><th>File</th></tr></thead><tbody>${rows}</tbody></table>`;
      return sendPage(reply, 'Outbox', `<h1>Outbox</h1><p>${escapeHtml(outboxDir)}</p>${body}`);
    });

    app.get<{ Params: { file: string } }>('/dev/outbox/:file', async (request, reply) => {
      const match = /^(.+?)(\.eml|\.html)?$/.exec(request.params.file);
      const id = match?.[1] ?? '';
      if (!isOutboxId(id)) throw NOT_FOUND();
      const entry = await readEntry(outboxDir, id);
      if (match?.[2] === '.eml') {
        const eml = await readFile(path.join(outboxDir, `${id}.eml`));
        return reply
          .type('message/rfc822')
          .header('content-disposition', `attachment; filename="${id}.eml"`)
          .send(eml);
      }
      if (match?.[2] === '.html') {
        // The message's own HTML, as the recipient's mail client would render it.
        return reply.type('text/html; charset=utf-8').send(entry.html);
      }
      return sendPage(
        reply,
        entry.subject,
        `<p><a href="/dev/outbox">← Outbox</a></p>
<h1>${escapeHtml(entry.subject)}</h1>
<p>To: ${escapeHtml(entry.to)}<br>Date: ${escapeHtml(entry.date)}${attachmentLine(entry)}</p>
<p><a href="/dev/outbox/${id}.html">Open the HTML part on its own</a> · <a href="/dev/outbox/${id}.eml" download>Download .eml</a></p>
<h2>HTML part</h2>
${htmlPartFrame(entry.html)}
<h2>Plain-text part</h2>
<pre style="white-space:pre-wrap">${linkify(entry.text)}</pre>`,
      );
    });
  };
}

async function listEntries(outboxDir: string): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = await readdir(outboxDir);
  } catch {
    return []; // nothing sent yet: the folder is created with the first message
  }
  const ids = files
    .filter((file) => file.endsWith('.eml'))
    .map((file) => file.slice(0, -'.eml'.length))
    .filter(isOutboxId)
    .sort()
    .reverse();
  return Promise.all(ids.map((id) => readEntry(outboxDir, id)));
}

async function readEntry(outboxDir: string, id: string): Promise<OutboxEntry> {
  try {
    return JSON.parse(await readFile(path.join(outboxDir, `${id}.json`), 'utf8')) as OutboxEntry;
  } catch {
    throw NOT_FOUND();
  }
}

/** The files travel in the .eml; the page only says which, so the reader knows to open it. */
function attachmentLine(entry: OutboxEntry): string {
  if (!entry.attachments?.length) return '';
  return `<br>Attachments (in the .eml): ${entry.attachments.map(escapeHtml).join(', ')}`;
}

/**
 * The message's HTML as a mail client shows it, framed in the page: `srcdoc` (the site's
 * answers forbid being framed, a document written into the frame is not an answer), sandboxed
 * with no script and no access to the page, and its links opened in the whole window (the
 * base target; a click is a user's navigation) so that a download link downloads and a page
 * link opens as it would from the mail.
 */
function htmlPartFrame(html: string): string {
  const framed = html.replace(/<head>/i, '<head><base target="_top">');
  return (
    `<iframe title="HTML part" sandbox="allow-top-navigation-by-user-activation allow-popups" ` +
    `srcdoc="${escapeHtml(framed)}" style="width:100%;height:70vh;border:1px solid #ccc"></iframe>`
  );
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function sendPage(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} – dev outbox</title>` +
        `<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}td,th{padding:.3rem .6rem;text-align:left;vertical-align:top}</style></head><body>${body}</body></html>`,
    );
}

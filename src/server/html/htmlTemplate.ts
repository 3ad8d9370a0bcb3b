import { readFile } from 'node:fs/promises';
import { escapeHtml } from '../markup/escapeHtml';
import type { PageHead } from './pageHead';
import type { RenderedPage } from './PageRenderer';
import { renderBodyTags, renderHeadTags } from './renderHead';

/** Where the UI's index.html asks for the per-page head tags. */
export const HEAD_MARKER = '<!--app-head-->';

/**
 * Used when the front end is not built (server tests, API-only development): the same
 * slots as Vite's index.html, so head injection behaves the same.
 */
export const BUILT_IN_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title></title>
    ${HEAD_MARKER}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** index.html cut once at the places that change per page, so a request only concatenates. */
export interface HtmlTemplate {
  /** The page with its head; with `page`, the rendered page and its answers in the root. */
  render(
    head: PageHead,
    siteName: string,
    page?: Pick<RenderedPage, 'html' | 'answers' | 'path'>,
  ): string;
}

/** The element the browser renders into, empty in the template. */
const ROOT = /<div id="root"><\/div>/i;
/** "Needs JavaScript": untrue of a page sent rendered. */
const NOSCRIPT = /[ \t]*<noscript>[\s\S]*?<\/noscript>[ \t]*\r?\n?/i;

/**
 * JSON inside a script element: `<` escaped, so no text of the answers can close the element
 * or open a comment; JSON.parse reads the escape back.
 */
function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

// Tags the server writes itself: the template's own copies would be duplicates.
const REPLACED_HEAD_TAGS =
  /[ \t]*<(?:meta\s[^>]*(?:name|property)\s*=\s*["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*|link\s[^>]*rel\s*=\s*["']canonical["'][^>]*)>[ \t]*\r?\n?/gi;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const BODY_OPEN = /<body\b([^>]*)>/i;
const CLASS_ATTRIBUTE = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

export function parseHtmlTemplate(html: string): HtmlTemplate {
  let source = html.replace(REPLACED_HEAD_TAGS, '');
  // Private markers for the cut; HTML comments cannot clash with the template's markup.
  const TITLE_SLOT = '<!--server-slot:title-->';
  const HEAD_SLOT = '<!--server-slot:head-->';
  const BODY_SLOT = '<!--server-slot:body-->';
  const ROOT_SLOT = '<!--server-slot:root-->';
  const NOSCRIPT_SLOT = '<!--server-slot:noscript-->';
  const noscript = NOSCRIPT.exec(source)?.[0] ?? '';
  source = source.replace(NOSCRIPT, NOSCRIPT_SLOT).replace(ROOT, ROOT_SLOT);

  source = TITLE.test(source)
    ? source.replace(TITLE, TITLE_SLOT)
    : source.replace(/<\/head>/i, `${TITLE_SLOT}\n</head>`);
  // Tolerate an index.html without the marker: the tags then go just before </head>.
  source = source.includes(HEAD_MARKER)
    ? source.replace(HEAD_MARKER, HEAD_SLOT)
    : source.replace(/<\/head>/i, `${HEAD_SLOT}\n</head>`);

  let bodyClasses = '';
  let bodyAttributes = '';
  const body = BODY_OPEN.exec(source);
  if (body) {
    const attributes = body[1] ?? '';
    const classAttribute = CLASS_ATTRIBUTE.exec(attributes);
    bodyClasses = classAttribute ? (classAttribute[1] ?? classAttribute[2] ?? '').trim() : '';
    bodyAttributes = attributes.replace(CLASS_ATTRIBUTE, '');
    source = source.replace(BODY_OPEN, BODY_SLOT);
  }

  const pieces = source.split(/(<!--server-slot:(?:title|head|body|root|noscript)-->)/);
  return {
    render(head, siteName, page) {
      const bodyClass = [bodyClasses, head.bodyClass].filter(Boolean).join(' ');
      return pieces
        .map((piece) => {
          if (piece === TITLE_SLOT) return `<title>${escapeHtml(head.title)}</title>`;
          if (piece === HEAD_SLOT) return renderHeadTags(head, siteName);
          if (piece === NOSCRIPT_SLOT) return page ? '' : noscript;
          if (piece === ROOT_SLOT) {
            if (!page) return '<div id="root"></div>';
            // The browser hydrates at the path the page was rendered for (src/main.tsx).
            const path = page.path ? ` data-path="${escapeHtml(page.path)}"` : '';
            return `<div id="root">${page.html}</div><script type="application/json" id="page-answers"${path}>${scriptJson(page.answers)}</script>`;
          }
          if (piece === BODY_SLOT) {
            const tags = renderBodyTags(head);
            return `<body class="${escapeHtml(bodyClass)}"${bodyAttributes}>${tags && `\n    ${tags}`}`;
          }
          return piece;
        })
        .join('');
    },
  };
}

/** The built index.html, or the built-in shell when there is none. */
export async function loadHtmlTemplate(templatePath: string): Promise<HtmlTemplate> {
  try {
    return parseHtmlTemplate(await readFile(templatePath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return parseHtmlTemplate(BUILT_IN_SHELL);
  }
}

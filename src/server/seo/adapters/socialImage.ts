import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import * as fontkit from 'fontkit';
import { escapeHtml } from '../../markup/escapeHtml';
import type { GeneratedFileCache } from '../../catalogue/adapters/files/generatedFileCache';
import type { SocialCard } from '../app/socialCardFacts';

/** The size link previews show (Open Graph's recommended 1.91:1). */
export const SOCIAL_WIDTH = 1200;
export const SOCIAL_HEIGHT = 630;
// Raise when the layout below changes: every image is made again under new names.
const LAYOUT_VERSION = 1;

const PAPER = '#f7f5f0';
const INK = '#111111';
const MUTED = '#5f5c57';
const MARGIN = 64;
const TEXT_WIDTH = 560;
const ART_X = 680;

interface OpenFont {
  font: fontkit.Font;
  family: string;
  weight: number;
  italic: boolean;
}

async function openFont(filePath: string): Promise<OpenFont> {
  const opened = fontkit.create(await readFile(filePath));
  if (!('layout' in opened)) throw new Error(`${filePath} is a font collection, not one style`);
  return {
    font: opened,
    family: opened.getName('preferredFamily', 'en') ?? opened.familyName,
    weight: opened['OS/2'].usWeightClass,
    italic: opened.italicAngle !== 0,
  };
}

/** Greedy line breaks at spaces, measured in the font itself. */
function wrap(font: fontkit.Font, text: string, size: number, width: number): string[] {
  const measure = (line: string) => (font.layout(line).advanceWidth / font.unitsPerEm) * size;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from 88 px down at which the title fits in three lines, clear of the kicker. */
function fitTitle(font: fontkit.Font, title: string): { size: number; lines: string[] } {
  for (let size = 88; size > 40; size -= 8) {
    const lines = wrap(font, title, size, TEXT_WIDTH);
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 40, lines: wrap(font, title, 40, TEXT_WIDTH).slice(0, 6) };
}

const textAttributes = (face: OpenFont) =>
  `font-family="${escapeHtml(face.family)}" font-weight="${face.weight}" font-style="${face.italic ? 'italic' : 'normal'}"`;

/** The card as SVG: text on the left in the foundry's faces, the content's artwork right. */
export async function socialCardSvg(card: SocialCard): Promise<string> {
  const [title, kicker] = await Promise.all([openFont(card.titleFont), openFont(card.kickerFont)]);
  const { size, lines } = fitTitle(title.font, card.title);
  const lineHeight = Math.round(size * 1.1);
  const top = (SOCIAL_HEIGHT - lineHeight * lines.length) / 2 + size * 0.8;
  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="${MARGIN}" y="${Math.round(top + index * lineHeight)}" font-size="${size}" fill="${INK}" ${textAttributes(title)}>${escapeHtml(line)}</text>`,
    )
    .join('');
  const kickerLine = wrap(kicker.font, card.kicker, 26, TEXT_WIDTH)[0] ?? '';
  const artwork = card.artwork
    ? `<image href="data:image/svg+xml;base64,${(await readFile(card.artwork)).toString('base64')}" x="${ART_X}" y="0" width="${SOCIAL_WIDTH - ART_X}" height="${SOCIAL_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}" viewBox="0 0 ${SOCIAL_WIDTH} ${SOCIAL_HEIGHT}">` +
    `<rect width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}" fill="${PAPER}"/>${artwork}` +
    `<text x="${MARGIN}" y="${MARGIN + 26}" font-size="26" fill="${MUTED}" ${textAttributes(kicker)}>${escapeHtml(kickerLine)}</text>` +
    `${titleLines}</svg>`
  );
}

/** The card as a PNG, rendered by resvg with only the card's own font files. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  const image = await renderAsync(await socialCardSvg(card), {
    font: { loadSystemFonts: false, fontFiles: [card.titleFont, card.kickerFont] },
    fitTo: { mode: 'original' },
  });
  return image.asPng();
}

/**
 * DATA_DIR/files/social/<kind>-<slug>-<key>.png, keyed by what the image shows: changed
 * words, artwork or fonts give a new file, so a stale image is never sent.
 */
export async function ensureSocialImage(
  files: GeneratedFileCache,
  dataDir: string,
  name: string,
  card: SocialCard,
): Promise<string> {
  const artwork = card.artwork ? await readFile(card.artwork) : Buffer.alloc(0);
  const key = createHash('sha256')
    .update([LAYOUT_VERSION, card.title, card.kicker, card.titleFont, card.kickerFont].join('\n'))
    .update(artwork)
    .digest('hex')
    .slice(0, 12);
  const target = path.join(dataDir, 'files', 'social', `${name}-${key}.png`);
  return files.ensure(target, 0, () => renderSocialCard(card));
}

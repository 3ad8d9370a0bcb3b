#!/usr/bin/env node
// Generates the SVG images under content/images/ from our own fonts: every letter is a real
// glyph outline laid out by fontkit (shaping, kerning, OpenType features, right-to-left),
// so the images need no font at display time and stay small (glyphs are defined once and
// reused with <use>).
//
// Run from the repository root (fontkit, gray-matter and js-yaml come from node_modules):
//   node scripts/content/make-images.mjs
// Re-running overwrites the images; the output is deterministic.

import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit');
const matter = require('gray-matter');
const yaml = require('js-yaml');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contentDir = join(root, 'content');
const imagesDir = join(contentDir, 'images');

// ---------- fonts ----------

const styleFiles = {
  regular: /_400Regular\.ttf$/,
  italic: /_400Regular_Italic\.ttf$/,
  bold: /_700Bold\.ttf$/,
  light: /_300Light\.ttf$/,
  semibold: /_600SemiBold\.ttf$/,
};
const fontCache = new Map();

function loadFont(family, style) {
  const key = `${family}:${style}`;
  if (fontCache.has(key)) return fontCache.get(key);
  const dir = join(contentDir, 'typefaces', family);
  const files = readdirSync(dir);
  const file =
    files.find((name) => styleFiles[style].test(name)) ??
    files.find((name) => styleFiles.regular.test(name));
  const font = fontkit.openSync(join(dir, file));
  const entry = { font, key: `${family.replace(/[^a-z]/g, '')}${style[0]}` };
  fontCache.set(key, entry);
  return entry;
}

function typefaceYaml(family) {
  return yaml.load(readFileSync(join(contentDir, 'typefaces', family, 'typeface.yaml'), 'utf8'));
}

// ---------- svg document ----------

const round = (n) => Math.round(n * 10) / 10;

class Svg {
  constructor(width, height, title) {
    this.width = width;
    this.height = height;
    this.title = title;
    this.defs = new Map();
    this.body = [];
  }

  rect(x, y, w, h, fill, extra = '') {
    this.body.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${fill}"${extra}/>`,
    );
  }

  circle(cx, cy, r, fill, extra = '') {
    this.body.push(
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra}/>`,
    );
  }

  line(x1, y1, x2, y2, stroke, width = 1) {
    this.body.push(
      `<path d="M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}" stroke="${stroke}" stroke-width="${width}"/>`,
    );
  }

  /** Measures a run of text without drawing it. */
  measure(fontRef, text, size, features = []) {
    const run = fontRef.font.layout(text, features);
    const scale = size / fontRef.font.unitsPerEm;
    const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0);
    return advance * scale;
  }

  /** Draws text with its left edge at x and its baseline at y. Returns the width. */
  text(
    fontRef,
    text,
    x,
    y,
    size,
    fill,
    { features = [], align = 'left', tracking = 0, stroke } = {},
  ) {
    const run = fontRef.font.layout(text, features);
    const scale = size / fontRef.font.unitsPerEm;
    const width =
      run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale +
      tracking * (run.glyphs.length - 1);
    let penX = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
    const uses = [];
    run.glyphs.forEach((glyph, i) => {
      const pos = run.positions[i];
      const id = `${fontRef.key}${glyph.id}`;
      if (!this.defs.has(id)) {
        const d = glyph.path.toSVG().replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))));
        this.defs.set(id, d);
      }
      if (this.defs.get(id)) {
        const gx = penX + pos.xOffset * scale;
        const gy = y - pos.yOffset * scale;
        uses.push(
          `<use href="#${id}" transform="matrix(${+scale.toFixed(5)} 0 0 ${-scale.toFixed(5)} ${round(gx)} ${round(gy)})"/>`,
        );
      }
      penX += pos.xAdvance * scale + tracking;
    });
    const paint = stroke
      ? `fill="none" stroke="${fill}" stroke-width="${stroke}"`
      : `fill="${fill}"`;
    this.body.push(`<g ${paint}>${uses.join('')}</g>`);
    return width;
  }

  /** Greedy line breaking by measured width. */
  wrap(fontRef, text, size, maxWidth, features = []) {
    const words = text.split(/\s+/);
    const lines = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.measure(fontRef, candidate, size, features) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Fits text into maxLines lines of maxWidth by shrinking the size. */
  fit(fontRef, text, size, maxWidth, maxLines, features = []) {
    let s = size;
    let lines = this.wrap(fontRef, text, s, maxWidth, features);
    while (
      (lines.length > maxLines ||
        lines.some((l) => this.measure(fontRef, l, s, features) > maxWidth)) &&
      s > 12
    ) {
      s *= 0.92;
      lines = this.wrap(fontRef, text, s, maxWidth, features);
    }
    return { size: s, lines };
  }

  toString() {
    const defs = [...this.defs]
      .filter(([, d]) => d)
      .map(([id, d]) => `<path id="${id}" d="${d}"/>`);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}" role="img">` +
      `<title>${escapeXml(this.title)}</title><defs>${defs.join('')}</defs>${this.body.join('')}</svg>\n`
    );
  }
}

function escapeXml(s) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function write(relPath, svg) {
  const file = join(imagesDir, relPath);
  mkdirSync(dirname(file), { recursive: true });
  const out = svg.toString();
  writeFileSync(file, out);
  if (out.length > 60_000)
    console.warn(`warning: ${relPath} is ${Math.round(out.length / 1024)} KB`);
  return out.length;
}

// ---------- palettes and compositions ----------

const palettes = [
  { bg: '#f2ede3', ink: '#1d1d1b', accent: '#c8452c' },
  { bg: '#17324d', ink: '#f4efe6', accent: '#e9b949' },
  { bg: '#e3ecd9', ink: '#23341f', accent: '#6c8f3c' },
  { bg: '#1f1f1f', ink: '#f0f0ea', accent: '#ff6a3d' },
  { bg: '#f6d9cc', ink: '#3b1f1a', accent: '#8c2f39' },
  { bg: '#dfe7ef', ink: '#14213d', accent: '#2f6690' },
  { bg: '#fbf3d5', ink: '#2b2a28', accent: '#d1495b' },
  { bg: '#2e4a3f', ink: '#f3ead3', accent: '#e8a33d' },
  { bg: '#ece4f2', ink: '#2d1e3b', accent: '#7b4fa0' },
  { bg: '#c9dcd3', ink: '#112a24', accent: '#b5432f' },
];

function hash(s) {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
}

const smallCapsFeatures = (fontRef) =>
  fontRef.font.availableFeatures.includes('smcp') ? ['smcp', 'onum'] : [];

function displayText(family, title) {
  const tf = typefaceYaml(family);
  return tf.is_rtl ? tf.samples[0] : title;
}

/** Poster: big headline, label in small caps, a rule and figures at the foot. */
function poster(svg, { family, title, label, footer, palette }) {
  const { width: W, height: H } = svg;
  const bold = loadFont(family, 'bold');
  const reg = loadFont(family, 'regular');
  const tf = typefaceYaml(family);
  svg.rect(0, 0, W, H, palette.bg);
  svg.rect(W * 0.06, H * 0.08, W * 0.88, 6, palette.accent);
  svg.text(reg, label, W * 0.06, H * 0.08 + 48, 30, palette.ink, {
    features: smallCapsFeatures(reg),
    tracking: 2,
  });
  const text = displayText(family, title);
  const maxW = W * 0.86;
  let { size, lines } = svg.fit(bold, text, H * 0.2, maxW, 3);
  // Keep the block of lines clear of the rule and footer at the bottom.
  const maxBlock = H * 0.56;
  if (lines.length * size * 1.08 > maxBlock) size = maxBlock / (lines.length * 1.08);
  const x = tf.is_rtl ? W * 0.94 : W * 0.06;
  let y = H * 0.22 + size;
  for (const line of lines) {
    svg.text(bold, line, x, y, size, palette.ink, { align: tf.is_rtl ? 'right' : 'left' });
    y += size * 1.08;
  }
  svg.circle(W * 0.9, H * 0.88, H * 0.04, palette.accent);
  svg.line(W * 0.06, H * 0.88, W * 0.7, H * 0.88, palette.ink, 2);
  svg.text(reg, footer, W * 0.06, H * 0.88 + 40, 28, palette.ink, {
    features: tf.is_rtl ? [] : ['onum'],
  });
}

/** Book cover: a framed, centred title, a rule, and an author line in small caps. */
function bookCover(svg, { family, title, label, footer, palette }) {
  const { width: W, height: H } = svg;
  const reg = loadFont(family, 'regular');
  const ital = loadFont(family, 'italic');
  svg.rect(0, 0, W, H, palette.ink);
  const cw = H * 0.62;
  const cx = W / 2 - cw / 2;
  svg.rect(cx + 14, H * 0.08 + 14, cw, H * 0.84, '#000', ' opacity="0.25"');
  svg.rect(cx, H * 0.08, cw, H * 0.84, palette.bg);
  svg.rect(
    cx + 18,
    H * 0.08 + 18,
    cw - 36,
    H * 0.84 - 36,
    'none',
    ` stroke="${palette.accent}" stroke-width="2"`,
  );
  svg.text(reg, label, W / 2, H * 0.2, 22, palette.accent, {
    features: smallCapsFeatures(reg),
    align: 'center',
    tracking: 3,
  });
  const text = displayText(family, title);
  const { size, lines } = svg.fit(ital, text, 64, cw - 90, 4);
  let y = H * 0.34 + size;
  for (const line of lines) {
    svg.text(ital, line, W / 2, y, size, palette.ink, { align: 'center' });
    y += size * 1.15;
  }
  svg.line(W / 2 - 40, y + 10, W / 2 + 40, y + 10, palette.accent, 2);
  svg.text(reg, footer, W / 2, H * 0.84, 22, palette.ink, {
    features: smallCapsFeatures(reg),
    align: 'center',
    tracking: 2,
  });
}

/** Specimen card: a giant pair of letters, the family name and a sample line. */
function specimen(svg, { family, title, label, palette }) {
  const { width: W, height: H } = svg;
  const reg = loadFont(family, 'regular');
  const light = loadFont(family, 'light');
  const tf = typefaceYaml(family);
  svg.rect(0, 0, W, H, palette.bg);
  for (let i = 1; i < 6; i++) svg.line(0, (H * i) / 6, W, (H * i) / 6, palette.accent, 0.6);
  const pair = tf.is_rtl ? (family === 'vazirmatn' ? 'خط' : 'אב') : 'Ag';
  svg.text(light, pair, W * 0.05, H * 0.72, H * 0.62, palette.ink);
  svg.text(reg, tf.name, W * 0.95, H * 0.2, 44, palette.ink, { align: 'right' });
  svg.text(reg, label, W * 0.95, H * 0.2 + 44, 24, palette.accent, {
    align: 'right',
    features: smallCapsFeatures(reg),
  });
  const text = displayText(family, title);
  const { size, lines } = svg.fit(reg, text, 40, W * 0.42, 3);
  let y = H * 0.45;
  for (const line of lines) {
    svg.text(reg, line, W * 0.95, y, size, palette.ink, { align: 'right' });
    y += size * 1.25;
  }
  svg.text(reg, '0123456789', W * 0.95, H * 0.9, 30, palette.ink, {
    align: 'right',
    features: tf.is_rtl ? [] : ['onum'],
  });
}

/** Sign: wayfinding style panel with a number disc, a big word and an arrow bar. */
function sign(svg, { family, title, label, footer, palette }) {
  const { width: W, height: H } = svg;
  const bold = loadFont(family, 'bold');
  const reg = loadFont(family, 'regular');
  const tf = typefaceYaml(family);
  svg.rect(0, 0, W, H, palette.accent);
  svg.rect(W * 0.05, H * 0.1, W * 0.9, H * 0.8, palette.ink, ' rx="24"');
  svg.circle(W * 0.15, H * 0.3, H * 0.09, palette.bg);
  const n = String((hash(title) % 9) + 1);
  svg.text(bold, n, W * 0.15, H * 0.3 + H * 0.045, H * 0.13, palette.ink, { align: 'center' });
  const text = displayText(family, title);
  const { size, lines } = svg.fit(bold, text, H * 0.14, W * 0.62, 2);
  let y = H * 0.3 + size * 0.3;
  for (const line of lines) {
    svg.text(bold, line, tf.is_rtl ? W * 0.9 : W * 0.27, y, size, palette.bg, {
      align: tf.is_rtl ? 'right' : 'left',
    });
    y += size * 1.1;
  }
  svg.line(W * 0.1, H * 0.66, W * 0.9, H * 0.66, palette.bg, 2);
  svg.text(reg, label, W * 0.1, H * 0.76, 34, palette.bg);
  svg.text(reg, footer, W * 0.9, H * 0.76, 34, palette.bg, { align: 'right' });
}

const compositions = { poster, book: bookCover, specimen, sign };
const compositionOrder = ['poster', 'book', 'specimen', 'sign'];

// ---------- blog ----------

function blogImages() {
  const dir = join(contentDir, 'blog');
  if (!existsSync(dir)) return;
  const posts = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  for (const file of posts) {
    const { data } = matter(readFileSync(join(dir, file), 'utf8'));
    if (!data.image) continue;
    const family =
      data.families?.[0] ?? ['eb-garamond', 'literata', 'alegreya-sans'][hash(data.slug) % 3];
    const h = hash(data.slug);
    const kind = data.image_style ?? compositionOrder[h % compositionOrder.length];
    const palette = palettes[(h >>> 4) % palettes.length];
    const svg = new Svg(1200, 800, data.name);
    const year = String(data.date).slice(0, 4);
    compositions[kind](svg, {
      family,
      title: data.image_text ?? data.name,
      label: data.designer ?? 'Fieldwork Type Foundry',
      footer: `${typefaceYaml(family).name} · ${year}`,
      palette,
    });
    const size = write(data.image.replace(/^images\//, ''), svg);
    console.log(`${data.image} ${kind} ${Math.round(size / 1024)} KB`);
  }
}

// ---------- typefaces, home, collections ----------

function typefaceImages() {
  const dir = join(contentDir, 'typefaces');
  for (const family of readdirSync(dir).filter((d) => existsSync(join(dir, d, 'typeface.yaml')))) {
    const tf = typefaceYaml(family);
    const svg = new Svg(1200, 630, `${tf.name} specimen`);
    specimen(svg, {
      family,
      title: tf.overview_text,
      label: tf.author,
      palette: palettes[hash(family) % palettes.length],
    });
    write(`typefaces/${family}.svg`, svg);
  }
}

function homeImages() {
  const hero = new Svg(1200, 600, 'The Fieldwork typefaces');
  hero.rect(0, 0, 1200, 600, '#f2ede3');
  const rows = [
    ['eb-garamond', 'italic', 'Quiet pages, patient letters', '#1d1d1b'],
    ['cormorant-garamond', 'regular', 'Elegance at seventy-two points', '#c8452c'],
    ['literata', 'semibold', 'Read it on paper, read it on glass', '#17324d'],
    ['alegreya-sans', 'bold', 'Warm sans for long and short texts', '#2e4a3f'],
  ];
  let y = 120;
  for (const [family, style, text, color] of rows) {
    const f = loadFont(family, style);
    const { size } = hero.fit(f, text, 78, 1080, 1);
    hero.text(f, text, 60, y, size, color);
    y += 110;
  }
  hero.text(loadFont('vazirmatn', 'bold'), 'خط خوش، خواندن آسان', 1140, 560, 52, '#8c2f39', {
    align: 'right',
  });
  hero.text(loadFont('frank-ruhl-libre', 'regular'), 'דג סקרן שט בים', 60, 560, 52, '#2f6690');
  write('home/hero.svg', hero);

  const sketch = new Svg(1200, 600, 'Sketches for a custom typeface');
  sketch.rect(0, 0, 1200, 600, '#fbf3d5');
  for (let x = 0; x <= 1200; x += 40) sketch.line(x, 0, x, 600, '#e6dcc0', 1);
  for (let yy = 0; yy <= 600; yy += 40) sketch.line(0, yy, 1200, yy, '#e6dcc0', 1);
  sketch.line(0, 470, 1200, 470, '#d1495b', 1.5);
  sketch.line(0, 230, 1200, 230, '#d1495b', 1.5);
  sketch.text(loadFont('eb-garamond', 'regular'), 'Rag', 80, 470, 300, '#2b2a28', { stroke: 3 });
  sketch.text(loadFont('cormorant-garamond', 'bold'), 'Rag', 660, 470, 300, '#2b2a28');
  write('home/commissions.svg', sketch);
}

function collectionImages() {
  const dir = join(contentDir, 'collections');
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const c = yaml.load(readFileSync(join(dir, file), 'utf8'));
    const families = [...new Set(c.sections.flatMap((s) => s.items.map((i) => i.typeface)))];
    const svg = new Svg(1200, 600, c.name);
    svg.rect(0, 0, 1200, 600, '#17324d');
    let y = 110;
    for (const family of families.slice(0, 4)) {
      const f = loadFont(family, 'regular');
      svg.text(f, typefaceYaml(family).name, 60, y, 64, '#f4efe6');
      svg.text(f, 'Hamburgefonstiv 1592', 1140, y, 36, '#e9b949', {
        align: 'right',
        features: ['onum'],
      });
      y += 130;
    }
    write(`collections/${file.replace(/\.yaml$/, '')}.svg`, svg);
  }
}

// ---------- commissions ----------

function commissionImages() {
  const dir = join(contentDir, 'commissions');
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const { data } = matter(readFileSync(join(dir, file), 'utf8'));
    const family = data.image_family ?? 'eb-garamond';
    const h = hash(data.slug);
    const palette = palettes[h % palettes.length];
    const name = data.typeface;
    const header = new Svg(1600, 600, `${name} — header`);
    header.rect(0, 0, 1600, 600, palette.bg);
    const bold = loadFont(family, 'bold');
    const reg = loadFont(family, 'regular');
    const { size } = header.fit(bold, name, 220, 1400, 1);
    header.text(bold, name, 100, 330, size, palette.ink);
    header.rect(100, 400, 1400, 4, palette.accent);
    header.text(reg, data.project_category, 100, 470, 40, palette.ink, {
      features: smallCapsFeatures(reg),
    });
    header.text(reg, 'AaBbCc 0123456789', 1500, 470, 40, palette.accent, {
      align: 'right',
      features: ['onum'],
    });
    write(data.header_image.replace(/^images\//, ''), header);

    const featured = new Svg(1200, 800, `${name} — specimen`);
    sign(featured, {
      family,
      title: data.image_text ?? name,
      label: name,
      footer: data.project_category,
      palette,
    });
    write(data.featured_image.replace(/^images\//, ''), featured);

    const thumb = new Svg(600, 600, `${name} — thumbnail`);
    thumb.rect(0, 0, 600, 600, palette.ink);
    thumb.text(loadFont(family, 'regular'), 'Aa', 300, 380, 300, palette.bg, { align: 'center' });
    thumb.text(reg, name, 300, 520, 44, palette.accent, { align: 'center' });
    write(data.thumbnail_image.replace(/^images\//, ''), thumb);
    console.log(`commission ${data.slug}`);
  }
}

typefaceImages();
homeImages();
collectionImages();
blogImages();
commissionImages();

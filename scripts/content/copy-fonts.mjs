#!/usr/bin/env node
// Copies the retail font files and their licences from npm font packages into
// content/typefaces/<slug>/, so that the provenance of every shipped font is reproducible.
//
// Expected packages (all fonts SIL Open Font License 1.1; the @expo-google-fonts wrappers
// are MIT, their font files OFL — only the font files and the OFL text are copied):
//   @expo-google-fonts/eb-garamond@0.4.3
//   @expo-google-fonts/literata@0.4.3
//   @expo-google-fonts/cormorant-garamond@0.4.1
//   @expo-google-fonts/alegreya-sans@0.4.2
//   @expo-google-fonts/vazirmatn@0.4.1
//   @expo-google-fonts/frank-ruhl-libre@0.4.1
//   inter-ui@4.1.1 (Inter's variable fonts; shipped as WOFF2 only, so they are decompressed
//   to TrueType with wawoff2 — a lossless step that keeps every table, fvar and GSUB included)
//
// How to run (never install these into the repository itself):
//   mkdir -p /tmp/fontpkgs && cd /tmp/fontpkgs && npm init -y
//   npm install @expo-google-fonts/eb-garamond@0.4.3 @expo-google-fonts/literata@0.4.3 \
//     @expo-google-fonts/cormorant-garamond@0.4.1 @expo-google-fonts/alegreya-sans@0.4.2 \
//     @expo-google-fonts/vazirmatn@0.4.1 @expo-google-fonts/frank-ruhl-libre@0.4.1 inter-ui@4.1.1
//   cd <repo> && node scripts/content/copy-fonts.mjs /tmp/fontpkgs
//
// The script only copies font files and OFL.txt; the hand-written typeface.yaml beside them
// is left untouched. A version mismatch is reported as a warning, because a newer package
// may carry different outlines or features than the ones the content was written for.

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const typefacesDir = join(repoRoot, 'content', 'typefaces');

/** slug → package, expected version, and the style folders (package layout) to keep. */
export const fontSources = [
  {
    slug: 'eb-garamond',
    pkg: '@expo-google-fonts/eb-garamond',
    version: '0.4.3',
    styles: [
      '400Regular',
      '400Regular_Italic',
      '500Medium',
      '500Medium_Italic',
      '600SemiBold',
      '600SemiBold_Italic',
      '700Bold',
      '700Bold_Italic',
    ],
  },
  {
    slug: 'literata',
    pkg: '@expo-google-fonts/literata',
    version: '0.4.3',
    styles: [
      '300Light',
      '300Light_Italic',
      '400Regular',
      '400Regular_Italic',
      '600SemiBold',
      '600SemiBold_Italic',
      '700Bold',
      '700Bold_Italic',
    ],
  },
  {
    slug: 'cormorant-garamond',
    pkg: '@expo-google-fonts/cormorant-garamond',
    version: '0.4.1',
    styles: [
      '300Light',
      '400Regular',
      '400Regular_Italic',
      '600SemiBold',
      '600SemiBold_Italic',
      '700Bold',
    ],
  },
  {
    slug: 'alegreya-sans',
    pkg: '@expo-google-fonts/alegreya-sans',
    version: '0.4.2',
    styles: [
      '300Light',
      '300Light_Italic',
      '400Regular',
      '400Regular_Italic',
      '500Medium',
      '500Medium_Italic',
      '700Bold',
      '700Bold_Italic',
      '900Black',
    ],
  },
  {
    slug: 'vazirmatn',
    pkg: '@expo-google-fonts/vazirmatn',
    version: '0.4.1',
    styles: ['300Light', '400Regular', '500Medium', '600SemiBold', '700Bold', '900Black'],
  },
  {
    slug: 'frank-ruhl-libre',
    pkg: '@expo-google-fonts/frank-ruhl-libre',
    version: '0.4.1',
    styles: ['300Light', '400Regular', '500Medium', '700Bold', '900Black'],
  },
];

/** Variable families: one WOFF2 per subfamily, decompressed to the retail TrueType file. */
export const variableSources = [
  {
    slug: 'inter',
    pkg: 'inter-ui',
    version: '4.1.1',
    files: {
      'variable/InterVariable.woff2': 'InterVariable.ttf',
      'variable/InterVariable-Italic.woff2': 'InterVariable-Italic.ttf',
    },
    licence: 'LICENSE.txt',
  },
];

async function copyVariableFamily(packagesRoot, source) {
  const { decompress } = (await import('wawoff2')).default;
  const pkgDir = join(packagesRoot, 'node_modules', source.pkg);
  if (!existsSync(pkgDir)) throw new Error(`${source.pkg} is not installed in ${packagesRoot}`);
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  if (version !== source.version) {
    console.warn(`warning: ${source.pkg} is ${version}, expected ${source.version}`);
  }
  const target = join(typefacesDir, source.slug);
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(target)) {
    if (/\.(ttf|otf)$/i.test(name)) rmSync(join(target, name));
  }
  for (const [from, to] of Object.entries(source.files)) {
    writeFileSync(join(target, to), await decompress(readFileSync(join(pkgDir, from))));
  }
  copyFileSync(join(pkgDir, source.licence), join(target, 'OFL.txt'));
  console.log(`${source.slug}: variable fonts from ${source.pkg}@${version}`);
}

function copyFamily(packagesRoot, source) {
  const pkgDir = join(packagesRoot, 'node_modules', source.pkg);
  if (!existsSync(pkgDir)) throw new Error(`${source.pkg} is not installed in ${packagesRoot}`);
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  if (version !== source.version) {
    console.warn(`warning: ${source.pkg} is ${version}, expected ${source.version}`);
  }
  const target = join(typefacesDir, source.slug);
  mkdirSync(target, { recursive: true });
  // Remove font files from an earlier run so dropped styles do not linger.
  for (const name of readdirSync(target)) {
    if (/\.(ttf|otf)$/i.test(name)) rmSync(join(target, name));
  }
  for (const style of source.styles) {
    const styleDir = join(pkgDir, style);
    const fonts = readdirSync(styleDir).filter((name) => /\.(ttf|otf)$/i.test(name));
    if (fonts.length !== 1) throw new Error(`${source.pkg}/${style}: expected one font file`);
    copyFileSync(join(styleDir, fonts[0]), join(target, fonts[0]));
  }
  copyFileSync(join(pkgDir, 'LICENSE_FONT'), join(target, 'OFL.txt'));
  console.log(`${source.slug}: ${source.styles.length} styles from ${source.pkg}@${version}`);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const packagesRoot = resolve(process.argv[2] ?? '/tmp/fontpkgs');
  for (const source of fontSources) copyFamily(packagesRoot, source);
  for (const source of variableSources) await copyVariableFamily(packagesRoot, source);
}

// Says which packages the measured JavaScript is made of: reads the source map the build
// writes beside each chunk (vite.config.ts, build.sourcemap) and charges every mapped byte
// of each loaded chunk to the npm package, or the layer of src/, it came from.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';

const ASSETS_DIR = 'dist/client/assets';

/** 'react-dom', '@inversifyjs/core', or the layer for our own code: 'src/application'. */
function ownerOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const ours = source.match(/(src\/[^/]+)/);
  return ours ? ours[1] : '(generated)';
}

function addChunk(owners, code, map) {
  const lines = code.split('\n');
  decodedMappings(map).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      const owner = segment.length > 1 ? ownerOf(map.sources[segment[1]] ?? '') : '(generated)';
      owners.set(owner, (owners.get(owner) ?? '') + line.slice(segment[0], end));
    });
  });
}

/**
 * Rows of { owner, raw, gzip } for the chunks named in `fileNames`, largest first. Each
 * owner's code is compressed on its own, so the gzip column adds up to a little more than
 * the page's real total: it ranks the owners, the page's total stays the measured one.
 */
export function attributeByOwner(fileNames) {
  const owners = new Map();
  const missing = [];
  for (const fileName of fileNames) {
    const file = join(ASSETS_DIR, basename(fileName));
    if (!existsSync(`${file}.map`)) {
      missing.push(fileName);
      continue;
    }
    addChunk(owners, readFileSync(file, 'utf8'), new TraceMap(readFileSync(`${file}.map`, 'utf8')));
  }
  const rows = [...owners].map(([owner, code]) => ({
    owner,
    raw: Buffer.byteLength(code),
    gzip: gzipSync(code).length,
  }));
  return { rows: rows.sort((a, b) => b.gzip - a.gzip), missing };
}

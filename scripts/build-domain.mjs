// Builds src/domain into the package @fieldwork/domain: ES modules with type declarations,
// its package.json and README beside them. `npm run build:domain` writes dist/domain;
// `node scripts/build-domain.mjs <dir>` writes elsewhere (the package test builds into a
// temporary folder). The compiler settings are src/domain/tsconfig.build.json's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const domainDir = fileURLToPath(new URL('../src/domain/', import.meta.url));

/**
 * The sources import each other without extensions, as the bundler and Vitest resolve them;
 * Node resolves an ES module's relative import only by its exact file name. So each relative
 * specifier the compiler writes (`from '../pricing/money'`, and `import("./x")` in
 * declarations) gets the `.js` of the file it names, or `/index.js` for a folder. Anything
 * but a relative import stops the build: the package has no dependencies.
 */
function withExtensions(text, sourceDir) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  let result = text;
  // From the last to the first, so that each position still points into the original text.
  for (const { fileName: specifier, pos } of importedFiles.reverse()) {
    if (!/^\.\.?\//.test(specifier)) {
      throw new Error(`${path.relative(domainDir, sourceDir)}: imports "${specifier}"`);
    }
    // `pos` may point at the opening quote or just after it; the name itself comes next.
    const start = result.indexOf(specifier, pos);
    const end = start + specifier.length;
    result = result.slice(0, start) + resolvedFile(specifier, sourceDir) + result.slice(end);
  }
  return result;
}

function resolvedFile(specifier, sourceDir) {
  const target = path.resolve(sourceDir, specifier);
  if (fs.existsSync(`${target}.ts`)) return `${specifier}.js`;
  if (fs.existsSync(path.join(target, 'index.ts'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(domainDir, sourceDir)}: cannot resolve "${specifier}"`);
}

export function buildDomain(outDir) {
  const configPath = path.join(domainDir, 'tsconfig.build.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { outDir },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  fs.rmSync(outDir, { recursive: true, force: true });
  const program = ts.createProgram(config.fileNames, config.options);
  const result = program.emit(undefined, (fileName, text) => {
    const sourceDir = path.dirname(path.join(domainDir, path.relative(outDir, fileName)));
    fs.mkdirSync(path.dirname(fileName), { recursive: true });
    fs.writeFileSync(fileName, withExtensions(text, sourceDir));
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length > 0) {
    const host = {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => process.cwd(),
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(diagnostics, host));
  }
  for (const file of ['package.json', 'README.md']) {
    fs.copyFileSync(path.join(domainDir, file), path.join(outDir, file));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(domainDir, '../../dist/domain'));
  buildDomain(outDir);
  console.log(`@fieldwork/domain built into ${path.relative(process.cwd(), outDir) || '.'}`);
}

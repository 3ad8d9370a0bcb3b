import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import subsetFont from 'subset-font';
import { TRIAL_CHARACTERS, TRIAL_LAYOUT_FEATURES } from './trialCharacterSet';
import { listTrialTypefaces, type TrialTypeface } from './trialFontSources';

/** Bump when the zip's layout or the subsetting changes, so cached zips are rebuilt. */
const PACKAGE_FORMAT = 'trial-zip-v1';
const ZIP_NAME = /^trial-fonts-[0-9a-f]{16}\.zip$/;

export interface TrialFontPackageOptions {
  contentDir: string;
  /** Where built zips are kept: DATA_DIR/files/trials. */
  cacheDir: string;
  /** The folder name inside the zip, e.g. "Fieldwork Type Foundry Trial Fonts". */
  folderName: string;
}

/**
 * The one zip every trial request downloads: each trial family's retail fonts subset to the
 * trial character set (TTF/OTF as shipped, plus WOFF2 for web mockups) and the trial licence.
 * Building takes seconds, so it is done once and cached on disk under a name derived from
 * its inputs: while the fonts, licence and character set are unchanged the same file is
 * reused, by this process and by any other sharing DATA_DIR.
 */
export class TrialFontPackage {
  private building = new Map<string, Promise<string>>();
  private inFlight = new Set<Promise<string>>();

  constructor(private readonly options: TrialFontPackageOptions) {}

  /** The path of the current zip, built first if the inputs changed. */
  zipPath(): Promise<string> {
    const call = this.currentZip();
    this.inFlight.add(call);
    void call.finally(() => this.inFlight.delete(call)).catch(() => undefined);
    return call;
  }

  /**
   * Waits for every look-up and build under way (the trial form starts one without waiting):
   * the app awaits this on close, so none writes into DATA_DIR after the server has stopped.
   */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async currentZip(): Promise<string> {
    const typefaces = await listTrialTypefaces(this.options.contentDir);
    const fingerprint = await this.fingerprint(typefaces);
    const target = path.join(this.options.cacheDir, `trial-fonts-${fingerprint}.zip`);
    if (await exists(target)) return target;
    let build = this.building.get(target);
    if (!build) {
      build = this.build(typefaces, target).finally(() => this.building.delete(target));
      this.building.set(target, build);
    }
    return build;
  }

  /** The families in the zip, for the e-mail. */
  async typefaceNames(): Promise<string[]> {
    return (await listTrialTypefaces(this.options.contentDir)).map((typeface) => typeface.name);
  }

  private licencePath(): string {
    return path.join(this.options.contentDir, 'licences', 'trial-licence.txt');
  }

  private async fingerprint(typefaces: TrialTypeface[]): Promise<string> {
    const hash = createHash('sha256');
    hash.update(`${PACKAGE_FORMAT}\0${TRIAL_CHARACTERS}\0${TRIAL_LAYOUT_FEATURES.join(',')}\0`);
    hash.update(`${this.options.folderName}\0`);
    for (const file of [this.licencePath(), ...typefaces.flatMap((t) => t.fontFiles)]) {
      const info = await stat(file);
      hash.update(
        `${path.relative(this.options.contentDir, file)}\0${info.size}\0${info.mtimeMs}\n`,
      );
    }
    return hash.digest('hex').slice(0, 16);
  }

  private async build(typefaces: TrialTypeface[], target: string): Promise<string> {
    await mkdir(this.options.cacheDir, { recursive: true });
    const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
    const folder = this.options.folderName;
    const archive = new ZipArchive({ zlib: { level: 9 } });
    const output = createWriteStream(partial);
    archive.pipe(output);
    try {
      archive.append(await readFile(this.licencePath()), { name: `${folder}/Trial licence.txt` });
      for (const typeface of typefaces) {
        for (const file of typeface.fontFiles) {
          const retail = await readFile(file);
          const base = path.basename(file).replace(/\.(ttf|otf)$/i, '');
          const extension = path.extname(file).toLowerCase();
          const options = { keepFeatures: TRIAL_LAYOUT_FEATURES };
          const desktop = await subsetFont(retail, TRIAL_CHARACTERS, {
            ...options,
            targetFormat: 'sfnt',
          });
          const web = await subsetFont(retail, TRIAL_CHARACTERS, {
            ...options,
            targetFormat: 'woff2',
          });
          archive.append(desktop, { name: `${folder}/${typeface.name}/${base}-Trial${extension}` });
          archive.append(web, { name: `${folder}/${typeface.name}/Web/${base}-Trial.woff2` });
        }
      }
      await archive.finalize();
      await finished(output);
      // Renamed into place whole: another process never reads a half-written zip.
      await rename(partial, target);
    } catch (error) {
      archive.destroy();
      output.destroy();
      await rm(partial, { force: true });
      throw error;
    }
    await this.removeOtherZips(target);
    return target;
  }

  /** Zips built from older fonts are never downloaded again. */
  private async removeOtherZips(current: string): Promise<void> {
    for (const file of await readdir(this.options.cacheDir)) {
      if (ZIP_NAME.test(file) && file !== path.basename(current)) {
        await rm(path.join(this.options.cacheDir, file), { force: true });
      }
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

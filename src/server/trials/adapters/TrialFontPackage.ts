import { stat } from 'node:fs/promises';
import type { DocumentBuilder } from '../../workers/documentPool';
import type { TrialZipJob } from './writeTrialZip';
import { startTrialZip, type TrialZipBuild } from './startTrialZip';
import type { TrialFontZips } from '../app/TrialFontZips';
import type { TrialPackagePlan } from '../app/TrialPackagePlan';
import {
  planTrialPackage,
  removeOtherTrialZips,
  type TrialPackageOptions,
} from './trialPackagePlan';

/**
 * The one zip every trial request downloads, as this process knows it. The build
 * (`main.js webfonts`) and the content import make the zip ahead of the first visitor; a
 * request only reads what is ready. When the content changed on a running server and the
 * zip is missing, it is made in the zip pool's worker threads (seconds of CPU that must not stall every
 * other request), once however many requests ask for it.
 */
export class TrialFontPackage implements TrialFontZips {
  private planned: { version: number; plan: Promise<TrialPackagePlan> } | undefined;
  private builds = new Map<string, { build: TrialZipBuild; zip: Promise<string> }>();
  /** Zips seen on disk or made here: the trial form does not look for them again. */
  private ready = new Set<string>();
  private closed = false;

  constructor(
    private readonly options: TrialPackageOptions,
    /** The zip pool (docs/operations.md "Documents"): a full queue refuses with a 503. */
    private readonly zips: DocumentBuilder<TrialZipJob>,
  ) {}

  /** The trial families, their files and the zip's name, worked out once per content version. */
  plan(contentVersion: number): Promise<TrialPackagePlan> {
    if (this.planned?.version !== contentVersion) {
      const plan = planTrialPackage(this.options);
      const planned = { version: contentVersion, plan };
      this.planned = planned;
      // A failed reading (content being replaced) is not kept: the next request tries again.
      plan.catch(() => {
        if (this.planned === planned) this.planned = undefined;
      });
    }
    return this.planned.plan;
  }

  /** The path of the plan's zip, made first (off this thread) when it is missing. */
  async zipPath(plan: TrialPackagePlan): Promise<string> {
    const running = this.builds.get(plan.zipPath);
    if (running) return running.zip;
    if (await exists(plan.zipPath)) {
      this.ready.add(plan.zipPath);
      return plan.zipPath;
    }
    return this.make(plan);
  }

  /**
   * Starts making the zip when it is not known to be ready, without waiting: the trial form
   * calls this so the e-mailed link finds the zip made. Costs nothing once it is ready.
   */
  prepare(plan: TrialPackagePlan): Promise<string> {
    if (this.ready.has(plan.zipPath)) return Promise.resolve(plan.zipPath);
    return this.zipPath(plan);
  }

  /**
   * Stops the workers under way (the app awaits this on close): nothing is written into
   * DATA_DIR after the server has stopped, and shutdown does not wait seconds for a zip no
   * one here will download; the next process makes it again.
   */
  async settle(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.builds.values()].map(({ build }) => build.stop()));
  }

  private make(plan: TrialPackagePlan): Promise<string> {
    const running = this.builds.get(plan.zipPath);
    if (running) return running.zip;
    if (this.closed) return Promise.reject(new Error('trial zip: the server is closing'));
    const build = startTrialZip(plan, this.zips);
    const zip = build.done
      .then(async () => {
        this.ready.add(plan.zipPath);
        await removeOtherTrialZips(plan);
        return plan.zipPath;
      })
      .finally(() => this.builds.delete(plan.zipPath));
    this.builds.set(plan.zipPath, { build, zip });
    return zip;
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

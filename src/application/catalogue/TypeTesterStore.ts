import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  applyTextStyle,
  LETTER_STYLE,
  type AppliedTextStyle,
  type LetterStyle,
} from '../../domain/typeTester/fontFeatureSettings';
import type { OpenTypeGroup, TypefaceSpecimen } from './TypefaceSpecimen';

/** Spec §2: "the slider starts at 4 before data load". */
export const TESTER_SIZE_BEFORE_LOAD = 4;
/** How many editable sample lines the tester shows at once. */
export const TESTER_LINES = 3;

/** Figures and small caps have their own toggles (spec §2); a second switch for them would only confuse. */
const DEDICATED_SETTINGS = new Set(['onum', 'lnum', 'smcp']);

function withoutDedicatedToggles(groups: readonly OpenTypeGroup[]): OpenTypeGroup[] {
  return [...groups]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((group) => ({
      ...group,
      otfs: group.otfs.filter(
        (otf) => typeof otf.data_setting !== 'string' || !DEDICATED_SETTINGS.has(otf.data_setting),
      ),
    }))
    .filter((group) => group.otfs.length > 0);
}

/**
 * The type tester's settings for one family. Only the sample lines and the controls
 * observe it, so moving the slider repaints the samples and nothing else on the page.
 */
export class TypeTesterStore {
  fontSize = TESTER_SIZE_BEFORE_LOAD;
  minSize = TESTER_SIZE_BEFORE_LOAD;
  maxSize = TESTER_SIZE_BEFORE_LOAD;
  letterStyle: LetterStyle | null = null;
  oldstyleFigures = false;
  /** Selected feature per group name: one selected per group (spec §2). */
  selected = new Map<string, string>();
  /** Which sample sentence the first line shows; 'New samples' moves it on. */
  sampleOffset = 0;
  groups: OpenTypeGroup[] = [];
  samples: string[] = [];
  smallCapsSupported = false;

  constructor() {
    makeObservable(this, {
      fontSize: observable,
      minSize: observable,
      maxSize: observable,
      letterStyle: observable,
      oldstyleFigures: observable,
      selected: observable,
      sampleOffset: observable,
      groups: observableRef,
      samples: observableRef,
      smallCapsSupported: observable,
      visibleSamples: computed,
      appliedStyle: computed,
      configure: action,
      setFontSize: action,
      toggleLetterStyle: action,
      toggleOldstyleFigures: action,
      toggleFeature: action,
      nextSamples: action,
    });
  }

  configure(specimen: TypefaceSpecimen): void {
    const { family, editable, examples } = specimen;
    this.minSize = family.min_font_size;
    this.maxSize = family.max_font_size;
    this.fontSize = family.default_font_size;
    this.smallCapsSupported = family.has_small_caps_support;
    this.groups = withoutDedicatedToggles(editable.otf_groups);
    this.samples = examples;
    this.selected.clear();
    this.letterStyle = null;
    this.oldstyleFigures = false;
    this.sampleOffset = 0;
  }

  get visibleSamples(): string[] {
    if (this.samples.length === 0) return [];
    const count = Math.min(TESTER_LINES, this.samples.length);
    return Array.from(
      { length: count },
      (_, i) => this.samples[(this.sampleOffset + i) % this.samples.length] as string,
    );
  }

  get appliedStyle(): AppliedTextStyle {
    const features = this.groups.flatMap((group) => {
      const name = this.selected.get(group.name);
      const feature = group.otfs.find((otf) => otf.name === name);
      return feature ? [feature.data_setting] : [];
    });
    return applyTextStyle({
      letterStyle: this.letterStyle,
      oldstyleFigures: this.oldstyleFigures,
      features,
    });
  }

  setFontSize(size: number): void {
    this.fontSize = Math.min(this.maxSize, Math.max(this.minSize, size));
  }

  /** Pressing the active letter style again returns to the text as typed. */
  toggleLetterStyle(style: LetterStyle): void {
    if (style === LETTER_STYLE.smallCaps && !this.smallCapsSupported) return;
    this.letterStyle = this.letterStyle === style ? null : style;
  }

  toggleOldstyleFigures(): void {
    this.oldstyleFigures = !this.oldstyleFigures;
  }

  /** Selecting a feature deselects the others of its group; selecting it again turns it off. */
  toggleFeature(groupName: string, featureName: string): void {
    if (this.selected.get(groupName) === featureName) this.selected.delete(groupName);
    else this.selected.set(groupName, featureName);
  }

  /** 'New samples': the next sentences the family offers. */
  nextSamples(): void {
    if (this.samples.length === 0) return;
    this.sampleOffset = (this.sampleOffset + TESTER_LINES) % this.samples.length;
  }
}

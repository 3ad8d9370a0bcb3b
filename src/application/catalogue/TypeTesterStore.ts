import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  applyTextStyle,
  LETTER_STYLE,
  type AppliedTextStyle,
  type FigureStyle,
  type LetterStyle,
} from '../../domain/typeTester/fontFeatureSettings';
import {
  nextSampleOffset,
  samplePage,
  TESTER_LINES,
  type SampleSource,
} from '../../domain/typeTester/samplePage';
import { textDirection } from '../../domain/typeTester/textDirection';
import {
  clamp,
  defaultSetup,
  type Alignment,
  type TesterSetup,
  type TesterView,
} from '../../domain/typeTester/testerSetup';
import { styleOptionsOf, type StyleOption } from './styleOptions';
import type { WebFontFace } from './TypefaceSummary';
import type {
  NamedInstance,
  OpenTypeGroup,
  SpecimenStyle,
  TesterLanguage,
  TesterScript,
  TypefaceSpecimen,
  VariationAxis,
} from './TypefaceSpecimen';

/** docs/spec.md §2: "the slider starts at 4 before data load". */
export const TESTER_SIZE_BEFORE_LOAD = 4;
/** The sizes of the waterfall, those within the family's range. */
const WATERFALL_SIZES = [12, 16, 20, 24, 32, 40, 48, 64, 80, 96, 120, 160, 200];

/**
 * The type tester's settings for one family. Only the sample lines and the controls
 * observe it, so moving a slider repaints the samples and nothing else on the page.
 */
export class TypeTesterStore {
  setup: TesterSetup = defaultSetup(TESTER_SIZE_BEFORE_LOAD);
  minSize = TESTER_SIZE_BEFORE_LOAD;
  maxSize = TESTER_SIZE_BEFORE_LOAD;
  defaultSize = TESTER_SIZE_BEFORE_LOAD;
  scripts: TesterScript[] = [];
  styles: SpecimenStyle[] = [];
  /** The family's regular: a line with no style of its own is set in it. */
  regular: SpecimenStyle | null = null;
  /** The face that stands in for the regular in the lines until the regular's file is in. */
  firstLinesFont: WebFontFace | null = null;
  /** Bumped whenever the lines' text is replaced from outside (new samples, undo, a link). */
  textGeneration = 0;
  /** The typed lines 'New samples' replaced, until the visitor types again or undoes. */
  replacedTexts: string[] | null = null;

  constructor() {
    makeObservable(this, {
      setup: observable,
      minSize: observable,
      maxSize: observable,
      scripts: observableRef,
      styles: observableRef,
      regular: observableRef,
      firstLinesFont: observableRef,
      textGeneration: observable,
      replacedTexts: observableRef,
      script: computed,
      groups: computed,
      visibleSamples: computed,
      lineTexts: computed,
      appliedStyle: computed,
      axes: computed,
      waterfallSizes: computed,
      configure: action,
      load: action,
      setFontSize: action,
      setLeading: action,
      setTracking: action,
      setAlign: action,
      setView: action,
      toggleInverted: action,
      setScript: action,
      setLanguage: action,
      setLineStyle: action,
      setLineText: action,
      toggleLetterStyle: action,
      toggleFigures: action,
      toggleFeature: action,
      setAxis: action,
      setLineOption: action,
      applyInstance: action,
      nextSamples: action,
      undoNewSamples: action,
    });
  }

  configure(specimen: TypefaceSpecimen, regular: SpecimenStyle | null): void {
    const { family, editable } = specimen;
    this.minSize = family.minFontSize;
    this.maxSize = family.maxFontSize;
    this.defaultSize = family.defaultFontSize;
    this.scripts = editable.scripts;
    this.styles = editable.subfamilies.flatMap((subfamily) => subfamily.styles);
    this.regular = regular;
    this.firstLinesFont = family.firstLinesFont ?? null;
    this.setup = defaultSetup(family.defaultFontSize);
  }

  /** A setup read from a link or a reload; what this family cannot show is dropped. */
  load(setup: TesterSetup): void {
    const known = new Set(this.styles.map((style) => style.slug));
    const script = this.scripts.find((candidate) => candidate.script === setup.script);
    this.setup = {
      ...setup,
      script: script ? script.script : null,
      language: (script ?? this.scripts[0])?.languages?.some((l) => l.code === setup.language)
        ? setup.language
        : null,
      size: clamp(setup.size, this.minSize, this.maxSize),
      styles: setup.styles.map((slug) => (known.has(slug) ? slug : '')),
    };
    const offered = new Set(this.offeredTags);
    this.setup.features = setup.features.filter((tag) => offered.has(tag));
    this.textGeneration += 1;
  }

  /** The script the samples are in: the one picked, else the family's main script. */
  get script(): TesterScript | undefined {
    return this.scripts.find((s) => s.script === this.setup.script) ?? this.scripts[0];
  }

  /** The languages the font has a language system for in the samples' script. */
  get languages(): TesterLanguage[] {
    return this.script?.languages ?? [];
  }

  get groups(): OpenTypeGroup[] {
    return this.script?.otfGroups ?? [];
  }

  private get offeredTags(): string[] {
    return this.groups.flatMap((group) => group.otfs.map((otf) => otf.dataSetting));
  }

  get rtl(): boolean {
    return this.script?.direction === 'rtl';
  }

  /** The lines the samples come from: the language's own, else the script's; its companion. */
  private get sampleSource(): SampleSource {
    const language = this.languages.find((candidate) => candidate.code === this.setup.language);
    return {
      samples: language?.samples?.length ? language.samples : (this.script?.samples ?? []),
      companion: this.script?.companion ?? [],
    };
  }

  get visibleSamples(): string[] {
    return samplePage(this.sampleSource, this.setup.sampleOffset, TESTER_LINES);
  }

  /** A line's direction from its text: a Latin companion runs left to right in an Arabic family. */
  lineDirection(index: number): 'ltr' | 'rtl' {
    return textDirection(this.lineTexts[index] ?? '', this.rtl ? 'rtl' : 'ltr');
  }

  /** What the lines hold: the visitor's text, or the samples. */
  get lineTexts(): string[] {
    return this.setup.texts ?? this.visibleSamples;
  }

  /** The style a line is set in. */
  lineStyle(index: number): SpecimenStyle | null {
    const slug = this.setup.styles[index];
    return this.styles.find((style) => style.slug === slug) ?? this.regular;
  }

  get appliedStyle(): AppliedTextStyle {
    return applyTextStyle({
      letterStyle: this.setup.letterStyle,
      figures: this.setup.figures,
      features: this.setup.features,
    });
  }

  /** The axes of the variable styles shown, each with its current value. */
  get axes(): Array<VariationAxis & { value: number }> {
    const seen = new Map<string, VariationAxis>();
    for (const style of this.styles)
      for (const axis of style.variation?.axes ?? [])
        if (!seen.has(axis.tag)) seen.set(axis.tag, axis);
    return [...seen.values()].map((axis) => ({
      ...axis,
      value: this.setup.axes[axis.tag] ?? axis.default,
    }));
  }

  /**
   * What a style picker offers: each static style, and each named instance of a variable one
   * (Inter: Thin … Black, Thin Italic … Black Italic), each with the coordinates it is at.
   */
  get styleOptions(): StyleOption[] {
    return styleOptionsOf(this.styles);
  }

  /** The option a line stands at: its style, at the instance its axes are at, if one. */
  lineOption(index: number): StyleOption | undefined {
    const style = this.lineStyle(index);
    const values = this.lineAxisValues(index);
    const ofStyle = this.styleOptions.filter((option) => option.style === style);
    return (
      ofStyle.find((option) =>
        Object.entries(option.coordinates).every(([tag, value]) => values[tag] === value),
      ) ?? ofStyle.find((option) => !option.instance)
    );
  }

  /** A line's axis values: its own, over those of every line, over the axes' defaults. */
  lineAxisValues(index: number): Record<string, number> {
    const own = this.setup.lineAxes[index] ?? {};
    return Object.fromEntries(this.axes.map((axis) => [axis.tag, own[axis.tag] ?? axis.value]));
  }

  /** font-variation-settings of a line: the axes moved for every line or for it alone. */
  lineVariationSettings(index: number): string {
    const own = this.setup.lineAxes[index] ?? {};
    const values = this.lineAxisValues(index);
    return this.axes
      .filter((axis) => axis.tag in this.setup.axes || axis.tag in own)
      .map((axis) => `"${axis.tag}" ${values[axis.tag]}`)
      .join(', ');
  }

  /** A line's picker: its style, and for an instance the line's own axes at its coordinates. */
  setLineOption(index: number, key: string): void {
    const option = this.styleOptions.find((candidate) => candidate.key === key);
    if (!option) return;
    this.setLineStyle(index, option.style.slug);
    const lineAxes = [...this.setup.lineAxes];
    while (lineAxes.length <= index) lineAxes.push({});
    lineAxes[index] = { ...option.coordinates };
    this.setup.lineAxes = lineAxes;
  }

  /** The named instances of the family's variable styles, e.g. "SemiBold". */
  get instances(): NamedInstance[] {
    // The italic's instances stand where the upright's do ("Bold Italic" at wght 700): one each.
    const seen = new Map<string, NamedInstance>();
    for (const style of this.styles)
      for (const instance of style.variation?.instances ?? []) {
        const at = JSON.stringify(Object.entries(instance.coordinates).sort());
        if (!seen.has(at)) seen.set(at, instance);
      }
    return [...seen.values()];
  }

  /** The instance whose coordinates the axes stand at, if any. */
  get currentInstance(): NamedInstance | undefined {
    const values = Object.fromEntries(this.axes.map((axis) => [axis.tag, axis.value]));
    return this.instances.find((instance) =>
      Object.entries(instance.coordinates).every(([tag, value]) => values[tag] === value),
    );
  }

  /** An instance for every line: the lines' own axes give way. */
  applyInstance(name: string): void {
    const instance = this.instances.find((candidate) => candidate.name === name);
    if (!instance) return;
    this.setup.axes = { ...instance.coordinates };
    this.setup.lineAxes = [];
  }

  /** font-variation-settings for the axes the visitor moved; empty when none were. */
  get variationSettings(): string {
    return this.axes
      .filter((axis) => axis.tag in this.setup.axes)
      .map((axis) => `"${axis.tag}" ${axis.value}`)
      .join(', ');
  }

  get waterfallSizes(): number[] {
    return WATERFALL_SIZES.filter((size) => size >= this.minSize && size <= this.maxSize);
  }

  setFontSize(size: number): void {
    this.setup.size = clamp(size, this.minSize, this.maxSize);
  }

  setLeading(leading: number): void {
    this.setup.leading = leading;
  }

  setTracking(tracking: number): void {
    this.setup.tracking = tracking;
  }

  setAlign(align: Alignment): void {
    this.setup.align = align;
  }

  setView(view: TesterView): void {
    this.setup.view = view;
  }

  toggleInverted(): void {
    this.setup.inverted = !this.setup.inverted;
  }

  /** Another script's samples: features and typed text belong to the script left behind. */
  setScript(script: string): void {
    if (script === this.script?.script) return;
    this.setup.script = script;
    this.setup.language = null;
    this.setup.features = [];
    this.setup.figures = null;
    this.setup.letterStyle = null;
    this.setup.texts = null;
    this.setup.sampleOffset = 0;
    this.replacedTexts = null;
    this.textGeneration += 1;
  }

  /**
   * A language of the script (its BCP 47 code), or null for none: its samples replace the
   * lines, and typed text is kept aside as 'New samples' keeps it (undoNewSamples).
   */
  setLanguage(code: string | null): void {
    const language = this.languages.some((candidate) => candidate.code === code) ? code : null;
    if (language === this.setup.language) return;
    const before = this.sampleSource.samples;
    this.setup.language = language;
    // A language without lines of its own only sets `lang` (its locl forms, on the same text).
    if (this.sampleSource.samples !== before) this.replaceLines(0);
  }

  setLineStyle(index: number, slug: string): void {
    const styles = [...this.setup.styles];
    while (styles.length <= index) styles.push('');
    styles[index] = slug === this.regular?.slug ? '' : slug;
    while (styles.length > 0 && styles[styles.length - 1] === '') styles.pop();
    this.setup.styles = styles;
  }

  /** The visitor typed in a line: from now on the lines are theirs. */
  setLineText(index: number, text: string): void {
    const texts = [...this.lineTexts];
    texts[index] = text;
    this.setup.texts = texts;
    this.replacedTexts = null;
  }

  /** Pressing the active letter style again returns to the text as typed. */
  toggleLetterStyle(style: LetterStyle): void {
    if (style === LETTER_STYLE.smallCaps && !this.script?.smallCaps) return;
    if (style === LETTER_STYLE.allSmallCaps && !this.script?.allSmallCaps) return;
    this.setup.letterStyle = this.setup.letterStyle === style ? null : style;
  }

  /** The figure style other than the font's default one, switched on or off. */
  toggleFigures(figures: Exclude<FigureStyle, null>): void {
    this.setup.figures = this.setup.figures === figures ? null : figures;
  }

  /** Selecting a feature deselects the others of its group; selecting it again turns it off. */
  toggleFeature(groupName: string, tag: string): void {
    const group = this.groups.find((candidate) => candidate.name === groupName);
    const siblings = new Set(group?.otfs.map((otf) => otf.dataSetting));
    const wasOn = this.setup.features.includes(tag);
    this.setup.features = this.setup.features.filter((other) => !siblings.has(other));
    if (!wasOn && siblings.has(tag)) this.setup.features.push(tag);
  }

  isFeatureOn(tag: string): boolean {
    return this.setup.features.includes(tag);
  }

  /** An axis for every line: a line's own value of it gives way. */
  setAxis(tag: string, value: number): void {
    this.setup.axes = { ...this.setup.axes, [tag]: value };
    this.setup.lineAxes = this.setup.lineAxes.map((own) =>
      Object.fromEntries(Object.entries(own).filter(([other]) => other !== tag)),
    );
  }

  /**
   * 'New samples': the next sentences of the script. Typed text is kept aside so the visitor
   * can take it back (undoNewSamples).
   */
  nextSamples(): void {
    this.replaceLines(nextSampleOffset(this.sampleSource, this.setup.sampleOffset, TESTER_LINES));
  }

  /** Samples from `offset` take the lines; typed text waits for an undo. */
  private replaceLines(offset: number): void {
    if (this.setup.texts) this.replacedTexts = this.setup.texts;
    this.setup.texts = null;
    this.setup.sampleOffset = offset;
    this.textGeneration += 1;
  }

  undoNewSamples(): void {
    if (!this.replacedTexts) return;
    this.setup.texts = this.replacedTexts;
    this.replacedTexts = null;
    this.textGeneration += 1;
  }
}

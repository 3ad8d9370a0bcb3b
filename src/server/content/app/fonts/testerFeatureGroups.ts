/**
 * The type tester's feature toggles (docs/spec.md §3 "Text style"): one selected per group.
 * The font files decide which options exist (content/fonts/detectTesterFeatures: only the
 * features that change the sample's script); this table only names and groups the tags.
 * Kerning and standard ligatures are always on, so they are not offered; figure style and
 * small caps have the tester's own case and figure controls (testerScripts.ts).
 */
export interface FeatureGroupDefinition {
  name: string;
  options?: ReadonlyArray<{ name: string; data_setting: string }>;
  /** Numbered features (ss01…, cv01…): each its own option, named as the font names it. */
  numbered?: { pattern: RegExp; label: string };
}

/** Tags the tester's case and figure controls switch. */
const CONTROL_FEATURES = ['smcp', 'c2sc', 'onum', 'lnum'] as const;

export const TESTER_FEATURE_GROUPS: readonly FeatureGroupDefinition[] = [
  {
    name: 'Figure spacing',
    options: [
      { name: 'Proportional figures', data_setting: 'pnum' },
      { name: 'Tabular figures', data_setting: 'tnum' },
    ],
  },
  { name: 'Case', options: [{ name: 'Case-sensitive forms', data_setting: 'case' }] },
  {
    name: 'Ligatures',
    options: [
      { name: 'Discretionary ligatures', data_setting: 'dlig' },
      { name: 'Historical ligatures', data_setting: 'hlig' },
    ],
  },
  { name: 'Swashes', options: [{ name: 'Swashes', data_setting: 'swsh' }] },
  { name: 'Historical forms', options: [{ name: 'Historical forms', data_setting: 'hist' }] },
  // Petite capitals from lowercase and from capitals go together: each a group of its own.
  { name: 'Petite capitals', options: [{ name: 'Petite capitals', data_setting: 'pcap' }] },
  {
    name: 'Capitals to petite capitals',
    options: [{ name: 'Capitals to petite capitals', data_setting: 'c2pc' }],
  },
  {
    name: 'Stylistic alternates',
    options: [{ name: 'Stylistic alternates', data_setting: 'salt' }],
  },
  { name: 'Stylistic sets', numbered: { pattern: /^ss(\d\d)$/, label: 'Stylistic set' } },
  { name: 'Character variants', numbered: { pattern: /^cv(\d\d)$/, label: 'Character variant' } },
  {
    name: 'Numerals and positions',
    options: [
      { name: 'Fractions', data_setting: 'frac' },
      { name: 'Slashed zero', data_setting: 'zero' },
      { name: 'Superscript', data_setting: 'sups' },
      { name: 'Subscript', data_setting: 'subs' },
      { name: 'Ordinals', data_setting: 'ordn' },
    ],
  },
];

/** Whether the tester has a control for this tag (the others are not worth shaping for). */
export function isOfferedFeature(tag: string): boolean {
  return (
    (CONTROL_FEATURES as readonly string[]).includes(tag) ||
    TESTER_FEATURE_GROUPS.some(
      (group) =>
        group.options?.some((option) => option.data_setting === tag) ||
        group.numbered?.pattern.test(tag),
    )
  );
}

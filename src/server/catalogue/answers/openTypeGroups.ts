/**
 * The type tester's feature toggles (spec §3 "Text style"): one selected per group.
 * The font files decide which options exist; this table only names and groups the tags.
 * Kerning and standard ligatures are always on, so they are not offered.
 */
interface GroupDefinition {
  name: string;
  options?: ReadonlyArray<{ name: string; data_setting: string | string[] }>;
  /** Numbered families of features (ss01…, cv01…) offered as one nested group. */
  numbered?: { pattern: RegExp; label: string };
}

const GROUPS: readonly GroupDefinition[] = [
  {
    name: 'Figures',
    options: [
      { name: 'Lining figures', data_setting: 'lnum' },
      { name: 'Oldstyle figures', data_setting: 'onum' },
    ],
  },
  {
    name: 'Figure spacing',
    options: [
      { name: 'Proportional figures', data_setting: 'pnum' },
      { name: 'Tabular figures', data_setting: 'tnum' },
    ],
  },
  {
    name: 'Case',
    options: [
      { name: 'Small caps', data_setting: 'smcp' },
      { name: 'Capitals to small caps', data_setting: 'c2sc' },
      { name: 'All small caps', data_setting: ['smcp', 'c2sc'] },
      { name: 'Case-sensitive forms', data_setting: 'case' },
    ],
  },
  {
    name: 'Ligatures',
    options: [
      { name: 'Discretionary ligatures', data_setting: 'dlig' },
      { name: 'Historical ligatures', data_setting: 'hlig' },
    ],
  },
  { name: 'Swashes', options: [{ name: 'Swashes', data_setting: 'swsh' }] },
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

export interface OpenTypeOption {
  name: string;
  data_setting: string | string[];
  group: string;
  is_group: boolean;
  otfs?: OpenTypeOption[];
}

export interface OpenTypeGroup {
  name: string;
  sort_order: number;
  otfs: OpenTypeOption[];
}

export function openTypeGroups(features: readonly string[]): OpenTypeGroup[] {
  const present = new Set(features);
  const has = (setting: string | string[]) =>
    (Array.isArray(setting) ? setting : [setting]).every((tag) => present.has(tag));
  const groups: OpenTypeGroup[] = [];
  for (const definition of GROUPS) {
    let otfs: OpenTypeOption[] = (definition.options ?? [])
      .filter((option) => has(option.data_setting))
      .map((option) => ({ ...option, group: definition.name, is_group: false }));
    if (definition.numbered) {
      const { pattern, label } = definition.numbered;
      const numbered = [...present]
        .filter((tag) => pattern.test(tag))
        .sort()
        .map((tag) => ({
          name: `${label} ${Number(pattern.exec(tag)?.[1])}`,
          data_setting: tag,
          group: definition.name,
          is_group: false,
        }));
      otfs =
        numbered.length > 0
          ? [
              {
                name: definition.name,
                data_setting: numbered.map((o) => o.data_setting as string),
                group: definition.name,
                is_group: true,
                otfs: numbered,
              },
            ]
          : [];
    }
    if (otfs.length > 0)
      groups.push({ name: definition.name, sort_order: groups.length + 1, otfs });
  }
  return groups;
}

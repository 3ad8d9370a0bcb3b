import type { ScriptName } from './detectScripts';

/** Per script the family covers, per language code: the lines the family can set. */
export type LanguageSamples = Partial<Record<ScriptName, Record<string, string[]>>>;

import type { ScriptName } from '../../../content/app/fonts/detectScripts';

/** The glyph pair a library card shows per script the family really has. */
export const CARD_CHARACTERS: Record<ScriptName, string> = {
  Latin: 'Aa',
  Greek: 'Ωω',
  Cyrillic: 'Жж',
  Hebrew: 'אב',
  Arabic: 'بت',
};

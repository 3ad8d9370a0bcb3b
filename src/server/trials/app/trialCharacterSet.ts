import type { ScriptName } from '../../content/app/fonts/detectScripts';

/**
 * What a trial font can set (docs/spec.md §2 "Free trial fonts"; content/licences/trial-licence.txt
 * §1): basic Latin letters, the space, figures and - , . ; — enough for a mockup's words,
 * not enough to set real text.
 */
export const TRIAL_CHARACTERS =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz 0123456789-,.;';

/**
 * Each script's basic alphabet, which a family's trial fonts hold when its retail fonts do
 * (docs/decisions/0006-trial-fonts-hold-each-script.md): so a family can be tried in its own
 * script (Arabic for Vazirmatn, Hebrew for Frank Ruhl Libre), and Greek and Cyrillic can be
 * assessed before they are bought as extras.
 */
export const TRIAL_SCRIPT_CHARACTERS: Readonly<Record<ScriptName, string>> = {
  Latin: TRIAL_CHARACTERS,
  // Monotonic Greek: the letters, final sigma and the vowels with tonos.
  Greek: 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωΆΈΉΊΌΎΏάέήίόύώ',
  // The Russian alphabet, which the other Cyrillic alphabets share most of.
  Cyrillic: 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  // The alphabet with its five final forms; no vowel points.
  Hebrew: 'אבגדהוזחטיךכלםמןנסעףפץצקרשת',
  // The Arabic letters with hamza and its seats, the Persian letters (پ چ ژ گ ک ی), the
  // zero-width non-joiner Persian words need, Persian digits and Arabic punctuation.
  Arabic: 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوي' + 'پچژگکی' + '\u200c' + '۰۱۲۳۴۵۶۷۸۹' + '،؛؟',
};

/**
 * Kerning and standard ligatures stay (docs/design.md: always on), and what a script needs to
 * be set at all: composition, contextual joining forms, required ligatures and mark
 * positioning (Arabic cannot be read without them). Every other OpenType feature — small
 * caps, oldstyle figures, stylistic sets — is what the retail fonts sell.
 */
export const TRIAL_LAYOUT_FEATURES = [
  'kern',
  'liga',
  'ccmp',
  'locl',
  'isol',
  'init',
  'medi',
  'fina',
  'rlig',
  'calt',
  'curs',
  'mark',
  'mkmk',
];

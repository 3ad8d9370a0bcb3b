/**
 * What a trial font can set (docs/spec.md §2 "Free trial fonts"; content/licences/trial-licence.txt
 * §1): basic Latin letters, the space, figures and - , . ; — enough for a mockup's words,
 * not enough to set real text.
 */
export const TRIAL_CHARACTERS =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz 0123456789-,.;';

/**
 * Kerning and standard ligatures stay (docs/design.md: always on); every other OpenType feature —
 * small caps, oldstyle figures, stylistic sets — is what the retail fonts sell.
 */
export const TRIAL_LAYOUT_FEATURES = ['kern', 'liga'];

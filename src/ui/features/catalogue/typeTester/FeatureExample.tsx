import type { CSSProperties } from 'react';

interface FeatureExampleProps {
  /** The text the feature changes in this font (ScriptFeatures.examples on the server). */
  text: string;
  /** The feature's tag, switched on in the second drawing. */
  tag: string;
  /** The family's face, as the tester's lines set it (faceStyle). */
  face: CSSProperties;
}

/**
 * What a feature does, drawn in the family itself, as foundries' testers label their toggles:
 * the text before, then with the feature on. Hidden from screen readers: the toggle's name is
 * the feature's.
 */
export function FeatureExample({ text, tag, face }: FeatureExampleProps) {
  return (
    <span className="tester-toggle__example" aria-hidden="true">
      <span className="tester-toggle__before" style={face}>
        {text}
      </span>
      {' → '}
      <span className="tester-toggle__after" style={{ ...face, fontFeatureSettings: `"${tag}"` }}>
        {text}
      </span>
    </span>
  );
}

import type { CSSProperties } from 'react';
import type { CartLineTester } from '../../../application/cart/CartLineTester';
import { fontStack } from '../fontFaces';
import { useFontFaces } from '../useFontFaces';

/**
 * A cart line's tester sample, set as the visitor set it up: in the line's style (only its
 * face is loaded, the file the tester itself uses), with its features, axes, tracking, case
 * and language, at its size up to what a cart line holds.
 */
export function CartTesterSample({ tester }: { tester: CartLineTester }) {
  const { face } = tester;
  useFontFaces([face]);
  const style: CSSProperties | undefined = face
    ? {
        fontFamily: fontStack(face.family),
        fontWeight: tester.variationSettings ? undefined : face.weight,
        fontStyle: face.style,
        fontFeatureSettings: tester.featureSettings,
        fontVariationSettings: tester.variationSettings ?? undefined,
        letterSpacing: `${(tester.tracking ?? 0) / 1000}em`,
        fontSize: tester.size ? `min(${tester.size}px, 2.25rem)` : undefined,
        textTransform: tester.textTransform,
      }
    : undefined;
  return (
    <span
      className="cart-line__sample"
      dir={tester.direction ?? 'auto'}
      lang={tester.lang ?? undefined}
      style={style}
    >
      “{tester.text}”
    </span>
  );
}

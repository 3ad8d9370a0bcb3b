import { observer } from 'mobx-react-lite';
import type { TypefaceLibraryStore } from '../../application/catalogue/TypefaceLibraryStore';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import { familyStyle } from './fontFaces';
import { useFontFaces } from './useFontFaces';
import { useLoadOnRender } from './useLoadOnRender';

interface FamilyNameProps {
  /** The line's font class (docs/spec.md §3 font_class): the one thing that names its family. */
  fontClass: string | null;
  name: string;
  className?: string;
  /** A paragraph of its own, or a span within a row. */
  element?: 'p' | 'span';
}

/**
 * A cart or order line's name, set in its family's web font. The line knows its family only
 * by font class, so the face is the library's (loaded once per visit, as the footer does);
 * until then, and for a family no longer in the library, the name keeps the site's font.
 */
export const FamilyName = observer(function FamilyName({
  fontClass,
  name,
  className,
  element: Element = 'span',
}: FamilyNameProps) {
  const library = useInjection<TypefaceLibraryStore>(TOKENS.TypefaceLibraryStore);
  useLoadOnRender(() => library.load(), [library]);
  const font = library.fontOfClass(fontClass);
  useFontFaces([font]);
  return (
    <Element className={className} style={familyStyle(font)}>
      {name}
    </Element>
  );
});

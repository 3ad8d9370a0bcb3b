import type PDFDocument from 'pdfkit';

/** Points per cell: a 14 pt glyph with room on either side. */
const CELL = 26;
const SIZE = 14;

/**
 * Characters the font draws: each one the `cmap` maps, shown as it is, without combining
 * marks, controls and spaces, which have no shape of their own on a specimen. A character
 * another style has but this one lacks would print the missing-glyph box (.notdef).
 */
export function specimenCharacters(
  characters: string,
  hasGlyph: (codePoint: number) => boolean,
): string[] {
  return [...characters].filter(
    (char) => /[^\p{M}\p{C}\p{Z}]/u.test(char) && hasGlyph(char.codePointAt(0) ?? 0),
  );
}

/**
 * The character set glyph by glyph in a grid, each in a cell of its own, the cells running
 * left to right whatever the script: as type designers show a character set, and as a
 * PDF's text layer then reads it back (in one right-to-left paragraph, the ASCII run read
 * backwards and Arabic letters joined into words that are none).
 */
export function writeCharacterGrid(
  doc: InstanceType<typeof PDFDocument>,
  font: string,
  characters: readonly string[],
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns = Math.max(1, Math.floor(width / CELL));
  const bottom = doc.page.height - doc.page.margins.bottom;
  doc.font(font).fontSize(SIZE);
  let y = doc.y;
  characters.forEach((char, index) => {
    const column = index % columns;
    if (column === 0 && index > 0) y += CELL;
    if (y + CELL > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.text(char, left + column * CELL, y, { width: CELL, align: 'center', lineBreak: false });
  });
  doc.x = left;
  doc.y = y + CELL;
}

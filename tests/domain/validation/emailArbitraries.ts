import fc from 'fast-check';

const chars = (alphabet: string, min: number, max: number) =>
  fc
    .array(fc.constantFrom(...alphabet.split('')), { minLength: min, maxLength: max })
    .map((a) => a.join(''));

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/** Addresses the spec's pattern describes: local part, @, domain labels, 2–63 letter ending. */
export const validEmail = fc
  .tuple(
    chars(`${LETTERS}${DIGITS}._%+-`, 1, 20),
    fc.array(chars(`${LETTERS}${DIGITS}-`, 1, 12), { minLength: 1, maxLength: 3 }),
    chars(LETTERS, 2, 63),
  )
  .map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`);

import { describe, expect, it } from 'vitest';
import {
  addButtonLabel,
  beginAddingOption,
  canAddOption,
  cartOptionKey,
  finishAddingOption,
  optionState,
  optionStatesFromCart,
  resetAllOptions,
  resetOption,
  retainOptions,
} from '../../../src/domain/cart/cartOptionState';

const key = cartOptionKey('families', '12');

describe('cart option state', () => {
  it('keys options by kind and id', () => {
    expect(key).toBe('families:12');
  });

  it('goes not added → processing → processed, showing Add then Added', () => {
    const start = {};
    expect(optionState(start, key)).toBe('not_added');
    expect(addButtonLabel('not_added')).toBe('Add');
    const processing = beginAddingOption(start, key);
    expect(optionState(processing, key)).toBe('processing');
    expect(addButtonLabel('processing')).toBe('Add');
    const processed = finishAddingOption(processing, key, true);
    expect(optionState(processed, key)).toBe('processed');
    expect(addButtonLabel('processed')).toBe('Added');
    expect(start).toEqual({});
  });

  it('cannot add an option that is processing or processed', () => {
    const processing = beginAddingOption({}, key);
    expect(canAddOption(processing, key)).toBe(false);
    expect(beginAddingOption(processing, key)).toBe(processing);
    const processed = finishAddingOption(processing, key, true);
    expect(canAddOption(processed, key)).toBe(false);
    expect(beginAddingOption(processed, key)).toBe(processed);
  });

  it('returns to addable when the cart call fails', () => {
    const failed = finishAddingOption(beginAddingOption({}, key), key, false);
    expect(optionState(failed, key)).toBe('not_added');
  });

  it('ignores an answer for an option that was not being added', () => {
    const states = {};
    expect(finishAddingOption(states, key, true)).toBe(states);
  });

  it('resets on removing the item or emptying the cart', () => {
    const other = cartOptionKey('styles', '3');
    const states = { [key]: 'processed' as const, [other]: 'processed' as const };
    expect(resetOption(states, key)).toEqual({ [other]: 'processed' });
    expect(canAddOption(resetOption(states, key), key)).toBe(true);
    expect(resetAllOptions()).toEqual({});
  });

  it('marks every option of a loaded cart as added', () => {
    expect(
      optionStatesFromCart({
        families: ['12'],
        subfamilies: [],
        styles: ['3'],
        collections: [],
      }),
    ).toEqual({
      'families:12': 'processed',
      'styles:3': 'processed',
    });
  });
});

describe('options the server took out of the cart', () => {
  it('become addable again; the others keep their state', () => {
    const states = { 'styles:bold': 'processed', 'families:f': 'processing' } as const;
    expect(retainOptions(states, new Set(['families:f']))).toEqual({ 'families:f': 'processing' });
  });
});

import type { LineKind } from '../pricing/ShopPricing';
import type { CartItemsIdWise } from './cartItemsIdWise';

/**
 * A shop option's add button (docs/spec.md §4): not added → processing (the cart call is under
 * way) → processed ('Added'). Processing blocks a double click from adding it twice.
 */
export type CartOptionState = 'not_added' | 'processing' | 'processed';

/** States by option key; an absent key means not added. */
export type CartOptionStates = Readonly<Record<string, CartOptionState>>;

export const ADD_LABEL = 'Add';
export const ADDED_LABEL = 'Added';

export function cartOptionKey(kind: LineKind, id: string): string {
  return `${kind}:${id}`;
}

export function optionState(states: CartOptionStates, key: string): CartOptionState {
  return states[key] ?? 'not_added';
}

export function canAddOption(states: CartOptionStates, key: string): boolean {
  return optionState(states, key) === 'not_added';
}

/** Starts adding; an option already processing or processed is left as it is. */
export function beginAddingOption(states: CartOptionStates, key: string): CartOptionStates {
  return canAddOption(states, key) ? { ...states, [key]: 'processing' } : states;
}

/** The cart call answered: added, or back to addable when it failed. */
export function finishAddingOption(
  states: CartOptionStates,
  key: string,
  succeeded: boolean,
): CartOptionStates {
  if (optionState(states, key) !== 'processing') return states;
  return { ...states, [key]: succeeded ? 'processed' : 'not_added' };
}

/** Removing the item from the cart makes its option addable again. */
export function resetOption(states: CartOptionStates, key: string): CartOptionStates {
  const rest = { ...states };
  delete rest[key];
  return rest;
}

/**
 * Only the options still in the cart keep their state: when the server takes lines out
 * (a package that holds them was added), their options become addable again.
 */
export function retainOptions(
  states: CartOptionStates,
  keys: ReadonlySet<string>,
): CartOptionStates {
  return Object.fromEntries(Object.entries(states).filter(([key]) => keys.has(key)));
}

/** Emptying the cart resets every option. */
export function resetAllOptions(): CartOptionStates {
  return {};
}

/** The states implied by a cart loaded from a cookie or a shared link. */
export function optionStatesFromCart(ids: CartItemsIdWise): CartOptionStates {
  const states: Record<string, CartOptionState> = {};
  for (const kind of Object.keys(ids) as LineKind[]) {
    for (const id of ids[kind]) states[cartOptionKey(kind, id)] = 'processed';
  }
  return states;
}

export function addButtonLabel(state: CartOptionState): string {
  return state === 'processed' ? ADDED_LABEL : ADD_LABEL;
}

import { useState } from 'react';

/**
 * A store made once per visit of a page (a form, a list): leaving and coming back starts
 * afresh, while re-renders keep what was typed.
 */
export function usePageState<T>(create: () => T): T {
  return useState(create)[0];
}

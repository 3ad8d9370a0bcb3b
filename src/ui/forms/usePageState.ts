import { useEffect, useState } from 'react';

/**
 * A store made once per visit of a page (a form, a list): leaving and coming back starts
 * afresh, while re-renders keep what was typed.
 */
export function usePageState<T>(create: () => T): T {
  return useState(create)[0];
}

/** Starts what a page loads; `start()` must be safe to call twice (StrictMode runs effects twice). */
export function useStartOnMount(loader: { start(): Promise<void> }): void {
  useEffect(() => {
    void loader.start();
  }, [loader]);
}

import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TypeTesterStore } from '../../../../application/catalogue/TypeTesterStore';
import { setupQuery, TESTER_QUERY_NAMES } from '../../../../domain/typeTester/testerSetup';

const TESTER_PARAMS = new Set(TESTER_QUERY_NAMES);

/** A slider drag writes the address once it rests: a navigation per frame would drop frames. */
const WRITE_DELAY_MS = 300;

/**
 * Keeps the tester's setup in the page address (replacing the history entry), so a reload
 * keeps it and a copied link reproduces it. Runs in an effect: nothing here renders.
 */
export function useTesterAddress(store: TypeTesterStore): void {
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dispose = reaction(
      () => JSON.stringify(setupQuery(store.setup, store.defaultSize)),
      (serialised) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(
                [...current].filter(([name]) => !TESTER_PARAMS.has(name)),
              );
              for (const [name, value] of JSON.parse(serialised) as Array<[string, string]>)
                next.append(name, value);
              return next;
            },
            { replace: true, preventScrollReset: true },
          );
        }, WRITE_DELAY_MS);
      },
    );
    return () => {
      dispose();
      clearTimeout(timer);
    };
  }, [store, setSearchParams]);
}

import type { InitialRender } from '../../application/rendering/InitialRender';
import { TOKENS } from '../../application/tokens';
import { useInjection } from '../di/useInjection';
import { useHydrated } from './useHydrated';

/**
 * The page's first render (InitialRender) as one component meets it. `waits` is true only
 * while the component is rendered by the server or hydrated: then it waits for its data inside
 * the render. A part whose hydration React gave up (an update reached it first, such as an
 * in-page link followed before the page was hydrated) is rendered afresh, and each try gets
 * new useId places, so a wait kept by place would never be found again and the part would
 * suspend until the phase's time limit. Such a part loads as a later page does, behind a loader.
 */
export function useFirstRender(): { initial: InitialRender; waits: boolean } {
  const initial = useInjection<InitialRender>(TOKENS.InitialRender);
  const hydrated = useHydrated();
  return { initial, waits: initial.active && !hydrated };
}

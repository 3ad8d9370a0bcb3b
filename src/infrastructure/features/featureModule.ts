import { ContainerModule, type Newable, type ServiceIdentifier } from 'inversify';

export type BindUnlessBound = <T>(token: ServiceIdentifier<T>, implementation: Newable<T>) => void;

/**
 * A feature's bindings as a container module. A token already bound keeps its binding: the
 * account calls are bound by whichever of 'account' and 'checkout' loads first, and a test's
 * fake, bound before any page loads, is not replaced by the real adapter.
 */
export function featureModule(register: (bind: BindUnlessBound) => void): ContainerModule {
  return new ContainerModule(({ bind, isBound }) =>
    register((token, implementation) => {
      if (!isBound(token)) bind(token).to(implementation);
    }),
  );
}

import type { Container, ContainerModule } from 'inversify';
import { observable, runInAction } from 'mobx';
import type { Feature, FeatureLoader } from '../../application/ports/FeatureLoader';

/** Where each feature's container module comes from: a dynamic import, its own chunk. */
export type FeatureModuleSources = Readonly<Record<Feature, () => Promise<ContainerModule>>>;

/** Loads a feature's container module into the app's container the first time it is asked. */
export class ContainerFeatureLoader implements FeatureLoader {
  private readonly loading = new Map<Feature, Promise<void>>();
  // Observable: the header's cart parts appear when the cart arrives, whoever loaded it.
  private readonly loaded = observable.set<Feature>();

  constructor(
    private readonly container: Container,
    private readonly sources: FeatureModuleSources,
  ) {}

  isLoaded(feature: Feature): boolean {
    return this.loaded.has(feature);
  }

  load(feature: Feature): Promise<void> {
    let loading = this.loading.get(feature);
    if (!loading) {
      loading = this.sources[feature]().then((module) => {
        this.container.load(module);
        runInAction(() => this.loaded.add(feature));
      });
      // A failed chunk (a network error, a deploy that replaced it) may be asked for again.
      loading.catch(() => this.loading.delete(feature));
      this.loading.set(feature, loading);
    }
    return loading;
  }
}

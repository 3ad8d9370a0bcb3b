import { computed, type IComputedValue } from 'mobx';

/**
 * One MobX computed per key (a form field's name), made on first use. An observer that
 * reads one key re-renders only when that key's result changes, not each time the whole
 * source it is read from (a form's values, its errors) is replaced.
 */
export class ComputedPerKey<T> {
  private readonly computeds = new Map<string, IComputedValue<T>>();

  constructor(private readonly derive: (key: string) => T) {}

  get(key: string): T {
    let value = this.computeds.get(key);
    if (!value) {
      value = computed(() => this.derive(key));
      this.computeds.set(key, value);
    }
    return value.get();
  }
}

export type Unsubscribe = () => void;

/**
 * A typed publish/subscribe channel. docs/spec.md §4 names the cart total and user changes as
 * event channels: whoever changes them emits, and any number of listeners react.
 */
export class EventChannel<T> {
  private readonly listeners = new Set<(value: T) => void>();

  subscribe(listener: (value: T) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(value: T): void {
    // Copy first: a listener may unsubscribe itself while being called.
    for (const listener of [...this.listeners]) listener(value);
  }
}

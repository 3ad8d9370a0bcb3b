/**
 * Lets a fake hold its answers until the test calls `release()`, so a test can look at a
 * page while its call is still under way (the loader).
 */
export class Gate {
  closed = false;
  private waiting: (() => void)[] = [];

  pass(): Promise<void> {
    if (!this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    this.closed = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }
}

import type { PageReloader } from '../../../src/application/ports/PageReloader';

export class FakePageReloader implements PageReloader {
  reloads = 0;
  reload(): void {
    this.reloads += 1;
  }
}

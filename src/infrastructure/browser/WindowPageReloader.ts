import { injectable } from 'inversify';
import type { PageReloader } from '../../application/ports/PageReloader';

@injectable()
export class WindowPageReloader implements PageReloader {
  reload(): void {
    window.location.reload();
  }
}

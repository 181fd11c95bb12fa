import { injectable } from 'inversify';
import type { PageReloader } from './page-reloader.port';

@injectable()
export class WindowPageReloader implements PageReloader {
  goTo(href: string): void {
    const target = new URL(href, window.location.href);
    // assign() to the address already shown only moves within the page when a hash is involved;
    // closing 'Error del sistema' asks for a fresh document, so an identical address is reloaded explicitly.
    if (target.href === window.location.href) window.location.reload();
    else window.location.assign(target.href);
  }

  reload(): void {
    window.location.reload();
  }
}

import type { LeavingPage } from '@/presentation/shared/view-model/draft-autosave.util';

/** A stand-in for the browser's page in a draft's autosave: its events, the listeners on them counted, and its visibility. */
export class CountingPage extends EventTarget implements LeavingPage {
  listeners = 0;
  hidden = false;
  readonly events = this;
  isHidden(): boolean {
    return this.hidden;
  }
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }
}

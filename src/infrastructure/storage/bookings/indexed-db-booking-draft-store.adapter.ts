import { inject, injectable, unmanaged } from 'inversify';
import { Logger } from '@/application/shared/logger.port';
import type { BookingDraftBrowser } from './booking-draft-browser.util';
import { TabBookingDrafts } from './tab-booking-drafts.adapter';

/**
 * {@link TabBookingDrafts} for the container: `bind(BookingDraftStore).to(IndexedDbBookingDraftStore)`.
 * Only the Logger is injected; the browser is the page's unless a test passes one.
 */
@injectable()
export class IndexedDbBookingDraftStore extends TabBookingDrafts {
  constructor(@inject(Logger) logger: Logger, @unmanaged() browser?: BookingDraftBrowser) {
    super(logger, browser);
  }
}

import { injectable } from 'inversify';
import type { FieldTelemetry, PageViewTelemetry } from '@/application/shared/telemetry/field-telemetry.port';

/**
 * {@link FieldTelemetry} whose code (web-vitals, the records, the transport) is a chunk of its
 * own, downloaded on `start`: never in the home's first load, never when telemetry is off.
 */
@injectable()
export class LazyFieldTelemetry implements FieldTelemetry {
  async start(pageView: PageViewTelemetry): Promise<void> {
    const { startPageViewTelemetry } = await import('./page-view-telemetry.adapter');
    startPageViewTelemetry(pageView);
  }
}

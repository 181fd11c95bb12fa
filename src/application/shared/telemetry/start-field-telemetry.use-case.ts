import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { FieldTelemetry } from './field-telemetry.port';

/** The route patterns of the page view: where it began, and a way to read the one shown now. */
export interface PageViewRoutes {
  readonly landing: string;
  readonly current: () => string;
}

/**
 * Starts the field telemetry of this page view, after the first screen: only when config.json
 * has a `telemetry` endpoint, and only for the share of page views `sampleRate` asks for (one
 * draw per page view, nothing remembered). Otherwise nothing is measured, sent or downloaded.
 * Resolves to whether it started; never rejects: a chunk that fails to load (offline) only means
 * this page view goes unmeasured, which is no concern of the person's.
 */
@injectable()
export class StartFieldTelemetry {
  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(FieldTelemetry) private readonly telemetry: FieldTelemetry,
  ) {}

  async execute(routes: PageViewRoutes, random: () => number = Math.random): Promise<boolean> {
    const settings = this.config.telemetry;
    // random() is in [0, 1): a rate of 1 always draws in, a rate of 0 never does.
    if (settings === null || !(random() < settings.sampleRate)) return false;
    return this.telemetry.start({ endpoint: settings.endpoint, landingRoute: routes.landing, currentRoute: routes.current }).then(
      () => true,
      () => false,
    );
  }
}

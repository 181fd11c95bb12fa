import type { Logger } from '@/application/shared/logger.port';

/** A Logger that keeps what it was told, for assertions. */
export class RecordingLogger implements Logger {
  readonly errors: Array<[string, unknown]> = [];
  readonly warnings: Array<[string, unknown]> = [];

  error(message: string, cause?: unknown): void {
    this.errors.push([message, cause]);
  }

  warn(message: string, cause?: unknown): void {
    this.warnings.push([message, cause]);
  }
}

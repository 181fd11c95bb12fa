export interface Failure {
  /** Where: file › test title (Playwright adds its project and line). */
  where: string;
  /** The first line of the error, clipped. */
  why: string;
}
export declare function vitestFailures(report: unknown, root?: string): Failure[];
export declare function playwrightFailures(report: unknown): Failure[];
export declare function failureLines(failures: Failure[], limit?: number): string[];

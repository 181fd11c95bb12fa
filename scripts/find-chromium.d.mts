/** Where Debian and Ubuntu put the browser; CHROME_PATH wins when set. */
export declare const CHROMIUM_CANDIDATES: readonly string[];
/** The path of a runnable Chromium, or null when there is none. */
export declare function findChromium(env?: Record<string, string | undefined>): string | null;

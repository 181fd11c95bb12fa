/** The flags Chromium runs with on these machines, for the tests and the benchmarks. */
export declare const CHROMIUM_FLAGS: readonly string[];
/** Where Debian and Ubuntu put the browser; CHROME_PATH wins when set. */
export declare const CHROMIUM_CANDIDATES: readonly string[];
/** The browser tests' choice: Debian's headless shell first, the full browser when it is missing. */
export declare const TEST_CHROMIUM_CANDIDATES: readonly string[];
/** The path of a runnable full Chromium, or null when there is none. */
export declare function findChromium(env?: Record<string, string | undefined>, candidates?: readonly string[]): string | null;
/** The path of the Chromium the browser tests drive (CHROME_PATH, else the headless shell, else the browser), or null. */
export declare function findTestChromium(env?: Record<string, string | undefined>, candidates?: readonly string[]): string | null;

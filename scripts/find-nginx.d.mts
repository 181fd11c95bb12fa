/** Where Debian and Ubuntu put nginx; NGINX_PATH wins when set. */
export declare const NGINX_CANDIDATES: readonly string[];
/** Where Debian and Ubuntu put nginx's brotli_static module. */
export declare const NGINX_BROTLI_MODULE_CANDIDATES: readonly string[];
/** The path of a runnable nginx, or null when there is none. */
export declare function findNginx(env?: Record<string, string | undefined>): string | null;
/** The brotli_static module's file, or null when it is not installed. */
export declare function findNginxBrotliModule(): string | null;

/** Where Debian and Ubuntu put nginx; NGINX_PATH wins when set. */
export declare const NGINX_CANDIDATES: readonly string[];
/** The path of a runnable nginx, or null when there is none. */
export declare function findNginx(env?: Record<string, string | undefined>): string | null;

/** Whether a host is this machine (localhost, *.localhost, 127.x.x.x, ::1). */
export declare function isLoopback(hostname: string): boolean;
/** What went wrong reaching an address, in words (DNS, refused, cut, TLS, time-out), with Node's code. */
export declare function describeNetworkError(error: unknown): string;

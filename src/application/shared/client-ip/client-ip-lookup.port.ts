/** Finds the visitor's public IP (v4 or v6) through the configured IP-echo services. */
export interface ClientIpLookup {
  /** Null when no service answered in time with an IP address. */
  lookup(): Promise<string | null>;
}
export const ClientIpLookup = Symbol.for('ClientIpLookup');

import { vi } from 'vitest';

/** What the token source answers when the API refused a token (the 401 contract of the HTTP layer). */
export type FakeTokenRenewal =
  | { readonly kind: 'renewed'; readonly accessToken: string }
  | { readonly kind: 'sessionEnded' }
  | { readonly kind: 'unavailable' };

/**
 * The bearer slot of the HTTP client, played by the test: `token` is the session's token (null:
 * nobody signed in), `renewal` what a renewal after a 401 gives. Renewing replaces the token
 * when it succeeds, ending the session clears it, as the identity adapter does; both are spies
 * so a cell can count them.
 */
export class FakeTokenSource {
  readonly freshAccessToken = vi.fn(async (): Promise<string | null> => this.token);

  readonly renewRejectedToken = vi.fn(async (_rejected: string): Promise<FakeTokenRenewal> => {
    if (this.renewal.kind === 'renewed') this.token = this.renewal.accessToken;
    if (this.renewal.kind === 'sessionEnded') this.token = null;
    return this.renewal;
  });

  readonly endRejectedSession = vi.fn(async (): Promise<void> => {
    this.token = null;
  });

  constructor(
    private token: string | null,
    private readonly renewal: FakeTokenRenewal = { kind: 'unavailable' },
  ) {}
}

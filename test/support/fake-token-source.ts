import type { AccessTokenSource, TokenRenewal } from '@/application/shared/session/identity.port';

/**
 * The HTTP layer's token slot without an identity provider: hands out `token`, renews as
 * `renewal` says (a provider that cannot be asked by default), and records what it was asked.
 */
export class FakeTokenSource implements AccessTokenSource {
  readonly renewalsAsked: string[] = [];
  endedSessions = 0;

  constructor(
    private token: string | null,
    private readonly renewal: (rejected: string) => TokenRenewal = () => ({ kind: 'unavailable' }),
  ) {}

  async freshAccessToken(): Promise<string | null> {
    return this.token;
  }

  async renewRejectedToken(rejected: string): Promise<TokenRenewal> {
    this.renewalsAsked.push(rejected);
    const answer = this.renewal(rejected);
    if (answer.kind === 'renewed') this.token = answer.accessToken;
    if (answer.kind === 'sessionEnded') this.token = null;
    return answer;
  }

  async endRejectedSession(): Promise<void> {
    this.endedSessions += 1;
    this.token = null;
  }
}

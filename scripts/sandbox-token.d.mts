/** Signs a sandbox persona in at `origin` (PKCE, the sandbox's own sign-in form) and returns its access token. */
export function fetchSandboxToken(options: { origin: string; document: string; password: string }): Promise<string>;

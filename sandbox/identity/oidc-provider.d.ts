/**
 * The part of oidc-provider 9 the sandbox uses. The package ships JavaScript only and its
 * community types (@types/oidc-provider) stop at version 8, so the surface is declared here,
 * narrowly: anything not listed is not used, and a typo in the configuration fails `tsc`.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: 'none';
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
  }

  export interface Client {
    readonly clientId: string;
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Account {
    accountId: string;
    claims(use: 'id_token' | 'userinfo', scope: string, claims: UnknownObject, rejected: string[]): Promise<UnknownObject> | UnknownObject;
  }

  export interface Grant {
    readonly jti: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface Session {
    readonly accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OIDCContext {
    readonly client?: Client;
    readonly session?: Session;
    readonly params?: UnknownObject;
    readonly requestParamScopes: Set<string>;
    readonly result?: { consent?: { grantId?: string } };
    readonly entities: { readonly RefreshToken?: { readonly sessionUid?: string } };
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    host: string;
    type: string;
    body: unknown;
  }

  export interface AccessToken {
    readonly accountId: string;
    readonly clientId: string;
    readonly grantId: string;
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: { name: string; reasons: string[]; details: UnknownObject };
    readonly params: UnknownObject;
    readonly lastSubmission?: UnknownObject;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    error?: string;
    error_description?: string;
  }

  type TtlFunction = (ctx: KoaContextWithOIDC, token: unknown, client: unknown) => number;

  export interface Configuration {
    clients: ClientMetadata[];
    jwks: { keys: UnknownObject[] };
    cookies: { keys: string[] };
    routes: Record<'authorization' | 'token' | 'userinfo' | 'jwks' | 'end_session' | 'revocation' | 'pushed_authorization_request', string>;
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    clockTolerance: number;
    /** Where the provider keeps its models: a factory giving one store per model name. */
    adapter?: (model: string) => unknown;
    responseTypes: string[];
    findAccount(ctx: KoaContextWithOIDC, sub: string, token?: unknown): Promise<Account | undefined>;
    loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
    issueRefreshToken(ctx: KoaContextWithOIDC, client: Client, code: unknown): Promise<boolean>;
    clientBasedCORS(ctx: KoaContextWithOIDC, origin: string, client: Client): boolean;
    interactions: { url(ctx: KoaContextWithOIDC, interaction: Interaction): Promise<string> };
    ttl: Record<'AccessToken' | 'AuthorizationCode' | 'IdToken' | 'RefreshToken' | 'Interaction' | 'Session' | 'Grant', number | TtlFunction>;
    features: {
      devInteractions: { enabled: boolean };
      revocation: { enabled: boolean };
      introspection: { enabled: boolean };
      rpInitiatedLogout: {
        enabled: boolean;
        logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void>;
        postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>;
      };
    };
    renderError(ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error): Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    /** Koa's: trust X-Forwarded-Proto and X-Forwarded-Host for the addresses it builds. */
    proxy: boolean;
    readonly Client: { prototype: Client };
    readonly AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    readonly Grant: {
      new (properties: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    readonly Session: { findByUid(uid: string): Promise<{ save(ttl: number): Promise<string> } | undefined> };
    on(event: 'grant.success', listener: (ctx: KoaContextWithOIDC) => void): this;
  }

  export default Provider;
}

/** oidc-provider's own in-memory storage (the one it falls back on, with a warning, when none is given). */
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown;
}

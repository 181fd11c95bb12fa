import type { AppConfig, IdentityMetadata } from '../../src/application/shared/config/app-config.model.ts';
import type { DoctorSection } from './context.d.mts';
import type { Check } from './security-headers.d.mts';

/** The addresses the portal uses with its provider, as the doctor asks about them. */
export type IdentityAddresses = {
  /** `{identity.url}/realms/{identity.realm}`. */
  authority: string;
  clientId: string;
  /** `{authority}/.well-known/openid-configuration`. */
  discovery: string;
  /** The issuer the portal expects: identity.metadata.issuer when given, else the authority. */
  issuer: string;
  /** Where `issuer` comes from, named in the messages. */
  issuerSource: string;
  /** The sign-in callback, `{portal origin}/auth/callback`. */
  callback: string;
  /** The silent check's page, `{portal origin}/silent-renew.html`. */
  silent: string;
  /** The post-sign-out address, navigation.onlineServicesHome on the portal's origin. */
  postLogout: string;
  /** Redirect addresses a realm must refuse: another site's, and another path of the portal. */
  foreign: string[];
};
/** The doc sections the identity checks point to. */
export declare const DOCS: { readonly realm: string; readonly client: string; readonly checkIt: string; readonly frame: string; readonly config: string };
export declare const SIGNIN_CALLBACK_PATH: string;
export declare const SILENT_CALLBACK_PATH: string;
export declare function identityAddresses(appConfig: AppConfig, portal: URL): IdentityAddresses;
/** ' (… mismo origen del portal)', ' (… esta máquina, loopback)' or ''. */
export declare function providerPlace(providerUrl: string, portal: URL): string;
/** The discovery document's issuer and endpoints held to the configuration. */
export declare function checkDiscovery(document: Record<string, unknown>, addresses: IdentityAddresses, metadata: IdentityMetadata | null, place?: string): Check;
/** PKCE S256 offered. */
export declare function checkPkce(document: Record<string, unknown>, discoveryUrl: string): Check;
/** The portal's authorization request (code, PKCE S256, a fresh state) with `redirectUri`. */
export declare function authorizationUrl(endpoint: string, options: { clientId: string; redirectUri: string; prompt?: string }): string;
/** The identity provider's checks, in the order printed. */
export declare const identityChecks: DoctorSection;

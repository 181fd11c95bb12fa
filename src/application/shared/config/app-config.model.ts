/**
 * The runtime configuration (`public/config.json`, docs/configuration.md): everything left to
 * configuration. Fetched before anything else, validated, resolved against the page's
 * origin (relative URLs become absolute) and frozen. `docs/configuration.md` documents each field.
 */
export interface LinkConfig {
  readonly label: string;
  readonly href: string;
}

export interface ServicePhoneLine {
  /** Who the line serves, e.g. 'Línea de atención Medellín'. */
  readonly label: string;
  /** As shown to people, e.g. '(604) 444 0000'. */
  readonly number: string;
}

/** What the portal uses of the provider's discovery document; every address on the provider's origin. */
export interface IdentityMetadata {
  /** Exactly the `iss` of the provider's tokens (they are checked against it). */
  readonly issuer: string;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly endSessionEndpoint: string;
}

/** Where field telemetry goes (docs/telemetry.md), and for what share of page views. */
export interface TelemetryConfig {
  /** Secure URL the batches are posted to (fetch with keepalive, without cookies or referrer). */
  readonly endpoint: string;
  /** 0 to 1: the chance that a page view is measured and reported (1: every one). */
  readonly sampleRate: number;
}

export interface AppConfig {
  /** Base of the fund's API; the contract's `/api/...` paths are appended to it. */
  readonly apiBaseUrl: string;
  /** Time-out of every API call, in milliseconds. */
  readonly requestTimeoutMs: number;
  readonly identity: {
    /** Address of the identity provider; the authority is `{url}/realms/{realm}`. */
    readonly url: string;
    readonly realm: string;
    readonly clientId: string;
    /**
     * The provider's endpoints, when config.json gives them: the start then asks for no discovery
     * document before its silent check (one request fewer in the startup chain). Null:
     * discovered from `{url}/realms/{realm}/.well-known/openid-configuration`.
     */
    readonly metadata: IdentityMetadata | null;
  };
  readonly provider: {
    /** Trade name of the fund, shown in the header, footer and payment data. */
    readonly tradeName: string;
    /** NIT of the fund. */
    readonly taxId: string;
    /** The fund's public site (the logo's fallback target outside the portal). */
    readonly publicSiteUrl: string;
  };
  readonly navigation: {
    /** Where the header logo and the breadcrumb's first crumb lead: the online-services home. */
    readonly onlineServicesHome: string;
    readonly sideMenu: {
      readonly onlineServices: string;
      readonly onlinePayments: string;
      readonly certificates: string;
      readonly subsidies: string;
      readonly credits: string;
    };
  };
  readonly footer: {
    readonly company: readonly LinkConfig[];
    readonly quickAccess: readonly LinkConfig[];
    readonly serviceChannels: readonly LinkConfig[];
    readonly socialNetworks: readonly LinkConfig[];
    readonly regulator: LinkConfig;
  };
  /** Exactly the two service lines of the footer's phone popover. */
  readonly servicePhones: readonly [ServicePhoneLine, ServicePhoneLine];
  readonly feedbackSurveyUrl: string;
  /** Third-party release-notes widget, loaded lazily; empty string disables it. */
  readonly releaseNotesWidgetUrl: string;
  /**
   * Subresource Integrity of the widget's script (`sha384-…`, several separated by spaces);
   * empty when not given (optional in config.json). The browser refuses a script that does not match.
   */
  readonly releaseNotesWidgetIntegrity: string;
  /**
   * Origins of the card checkout the payments flow may send people to (`processUrl`): an
   * open-redirect guard, and the CSP's allowed origins. `https://…` origins, or `/` for the
   * portal's own origin (the sandbox checkout). Optional in config.json: none by default.
   */
  readonly checkoutOrigins: readonly string[];
  readonly externalSites: {
    readonly creditSystem: string;
    readonly noveltiesRegistration: string;
    readonly frequentQuestions: string;
    /** Information pages of the subsidies without a page of their own in the portal. */
    readonly subsidies: {
      readonly unemployment: string;
      readonly educational: string;
      readonly footwear: string;
    };
    readonly housingSubsidy: {
      readonly whatIsIt: string;
      readonly howToApply: string;
      readonly requirements: string;
      readonly assignmentCheck: string;
    };
  };
  readonly ipLookup: {
    /** IP-echo services tried in order (GET, plain-text or JSON `{ ip }` answer). */
    readonly services: readonly string[];
    readonly timeoutMs: number;
  };
  /**
   * Field telemetry (Core Web Vitals and the portal's own errors); null when config.json has no
   * `telemetry` section or its endpoint is empty: then nothing is measured, sent or downloaded.
   */
  readonly telemetry: TelemetryConfig | null;
  /** Texts left to configuration (docs/configuration.md). */
  readonly texts: {
    readonly workerNotFoundToast: string;
    readonly beneficiaryNotFoundToast: string;
    readonly fosfecNotFoundToast: string;
    readonly errorFormato: string;
    readonly errorPeso: string;
    readonly errorArchivo: string;
    readonly paymentEmailErrorTitle: string;
  };
}
export const AppConfig = Symbol.for('AppConfig');

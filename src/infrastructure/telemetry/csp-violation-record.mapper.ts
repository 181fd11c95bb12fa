import { redactSecrets } from '@/infrastructure/logging/redaction.util';
import type { CspViolationRecord } from './telemetry-record.model';

/** What a `securitypolicyviolation` event says that a record may keep; nothing else of it is read. */
export type ViolationFacts = Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'violatedDirective' | 'disposition' | 'blockedURI' | 'sourceFile' | 'lineNumber' | 'columnNumber'>;

/** The browser's words for what is no address (CSP 3, 'Report a violation'). */
const BLOCKED_KEYWORDS: readonly string[] = ['inline', 'eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink'];
const WEB_SCHEMES: readonly string[] = ['http:', 'https:', 'ws:', 'wss:'];
const SCHEME = /^[a-z][a-z0-9+.-]{0,30}$/;
const DIRECTIVE = /^[a-z][a-z-]{0,39}$/;
/** Script and style sheet files; any other path is a page's address. */
const CODE_FILE = /\.(?:[cm]?js|css)$/;
const MAX_SOURCE_FILE_LENGTH = 200;

/** An address reduced to its origin, a scheme without the rest (`data`, `blob`), or a keyword. */
export function blockedOf(blockedUri: string): string {
  if (BLOCKED_KEYWORDS.includes(blockedUri)) return blockedUri;
  if (SCHEME.test(blockedUri)) return blockedUri;
  if (!URL.canParse(blockedUri)) return 'other';
  const url = new URL(blockedUri);
  if (WEB_SCHEMES.includes(url.protocol)) return url.origin;
  const scheme = url.protocol.slice(0, -1);
  return SCHEME.test(scheme) ? scheme : 'other';
}

/** A script or style sheet's path without origin or query, redacted; `document` for a page; else null. */
export function sourceFileOf(sourceFile: string): string | null {
  if (!URL.canParse(sourceFile)) return null;
  const url = new URL(sourceFile);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!CODE_FILE.test(url.pathname)) return 'document';
  const path = redactSecrets(url.pathname);
  return path.length <= MAX_SOURCE_FILE_LENGTH ? path : null;
}

const positionOf = (value: number, sourceFile: string | null): number | null =>
  sourceFile !== null && Number.isInteger(value) && value > 0 ? value : null;

export interface CspViolationFacts {
  readonly pageViewId: string;
  readonly route: string;
  readonly buildVersion: string;
  readonly violation: ViolationFacts;
}

export function cspViolationRecordOf({ pageViewId, route, buildVersion, violation }: CspViolationFacts): CspViolationRecord {
  const directive = violation.effectiveDirective || violation.violatedDirective;
  const sourceFile = sourceFileOf(violation.sourceFile);
  return {
    type: 'cspViolation',
    pageViewId,
    route,
    buildVersion,
    directive: DIRECTIVE.test(directive) ? directive : 'other',
    disposition: violation.disposition === 'report' ? 'report' : 'enforce',
    blocked: blockedOf(violation.blockedURI),
    sourceFile,
    line: positionOf(violation.lineNumber, sourceFile),
    column: positionOf(violation.columnNumber, sourceFile),
  };
}

/** Two violations with the same record but their page view: the second says nothing new. */
export const violationKey = (record: CspViolationRecord): string =>
  [record.route, record.directive, record.disposition, record.blocked, record.sourceFile, record.line, record.column].join('\u0000');

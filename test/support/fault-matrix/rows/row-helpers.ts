import type { Container } from 'inversify';
import { Identity } from '@/application/shared/session/identity.port';
import type { FaultKind } from '@test/support/fault-matrix/fault-matrix.model';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';

/** What the rows of several features share: the person, the answers' contents and the outcomes. */

export const email = 'maria.gomez@correo.example';
export const pdf = 'JVBERi0xLjcKJcfsj6IK';
export const worker = { documentType: 'CC', documentNumber: '1037600123' } as const;

/**
 * The cells of a call whose every fault ends in `failure` (what the use case does with an
 * `ok: false` answer), except the unnamed business code, which is the call's "any other code"
 * (its outcome table's `otherwise`). A 401 is a failure like the others: it must never read as that code.
 */
export function faults<Failure, AnyOtherCode>(
  failure: Failure,
  anyOtherCode: AnyOtherCode,
): Readonly<Record<FaultKind, Failure | AnyOtherCode>> {
  return { network: failure, timeout: failure, server: failure, malformed: failure, unexpectedCode: anyOtherCode, unauthorized: failure };
}

export const systemError = { kind: 'systemError' } as const;
export const queryError = { kind: 'unavailable', reason: 'errorConsulta' } as const;

/**
 * The row's container with a signed-in person (the session's own document is what the FOVIS
 * send-document and the data-update calls carry); the bearer stays the matrix's token source.
 */
export function signedIn(container: Container): Container {
  container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity(signedInSession));
  return container;
}

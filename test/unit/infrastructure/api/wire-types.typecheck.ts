// Compiled by `npm run typecheck` (tsconfig.json includes test/), never run: the proof that a mapper
// reads the fund's answers only by the keys docs/api/openapi.yaml defines. Each `@ts-expect-error`
// marks a read the compiler must refuse; if such a read ever compiles, the directive itself fails.
import type { readCertificateList } from '@/infrastructure/api/certificates/certificates.mapper';
import type { readPendingPayments } from '@/infrastructure/api/payments/payments.mapper';
import type * as certificates from '@/infrastructure/api/shared/wire/certificates.model';
import type * as signedIn from '@/infrastructure/api/shared/wire/certificates-signed-in.model';
import type { OperationAnswers } from '@/infrastructure/api/shared/wire/operations.model';
import type * as payments from '@/infrastructure/api/shared/wire/payments.model';
import { type AnyAnswer, asWire, readBusinessCode, type Wire, type WireField, type WireKeys } from '@/infrastructure/http/json-body.mapper';

/** True when A and B are the same type, false otherwise. */
type Same<A, B> = (<V>() => V extends A ? 1 : 2) extends <V>() => V extends B ? 1 : 2 ? true : false;

// The keys are the schema's, from every branch of a union and every part of an intersection.
export const listKeys: Same<WireKeys<certificates.CertificateListAnswer>, 'code' | 'data'> = true;
export const pendingKeys: Same<WireKeys<payments.PendingPaymentsAnswer>, 'code' | 'message' | 'pagos' | 'data'> = true;
export const nestedKeys: Same<WireKeys<WireField<payments.PendingPaymentsAnswer, 'data'>>, 'message' | 'pagos'> = true;
export const requestKeys: Same<WireKeys<payments.PaymentRequestAnswer>, 'code' | 'status' | 'requestId' | 'processUrl' | 'paymentPending' | 'data'> = true;
// An `anyOf` branch without constraints (no groups) does not turn the answer into `unknown`.
export const quotaKeys: Same<WireKeys<signedIn.MonetaryQuotaAnswer>, 'code' | 'description' | 'message' | 'detail' | 'data'> = true;
// A schema that is a list or a scalar has no keys.
export const listHasNone: Same<WireKeys<signedIn.BeneficiaryList>, never> = true;

// The mappers take the bodies as their operation's answer schema.
export const mapperBody: Same<Parameters<typeof readCertificateList>[0], Wire<OperationAnswers['listCertificates']>> = true;
export const pendingBody: Same<Parameters<typeof readPendingPayments>[0], Wire<OperationAnswers['findPendingPayments']>> = true;

export function readsTheContractsKeys(body: Wire<certificates.CertificateListAnswer>): unknown[] {
  return [body.code, body.data, asWire<certificates.CertificateCard>(body.data)?.role];
}

export function readsAKeyTheContractLacks(body: Wire<certificates.CertificateListAnswer>): unknown {
  // @ts-expect-error `cards` is not a key of CertificateListAnswer.
  return body.cards;
}

export function readsANestedKeyTheContractLacks(body: Wire<payments.PendingPaymentsAnswer>): unknown {
  // @ts-expect-error `data` holds `message` and `pagos` (or the list itself), never `total`.
  return asWire<WireField<payments.PendingPaymentsAnswer, 'data'>>(body.data)?.total;
}

export function keepsEveryValueUnknown(body: Wire<payments.Amount>): number {
  // @ts-expect-error the contract says `total` is a number; the portal still reads it defensively.
  return body.total;
}

export function readsTheBusinessCodeOfAnyAnswer(body: Wire<AnyAnswer>): unknown[] {
  // @ts-expect-error no answer of the contract has a `status_code`.
  return [readBusinessCode(body, 'code-first'), body.code, body.responseCode, body.status_code];
}

// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, HttpClient, HttpRequestOptions } from '@/infrastructure/http/http-client.port';
import { AxiosBookingsGateway } from '@/infrastructure/api/bookings/axios-bookings.gateway';
import { AxiosCertificatesGateway } from '@/infrastructure/api/certificates/axios-certificates.gateway';
import { AxiosFovisGateway } from '@/infrastructure/api/fovis/axios-fovis.gateway';
import { AxiosPaymentsGateway } from '@/infrastructure/api/payments/axios-payments.gateway';
import { AxiosProfileGateway } from '@/infrastructure/api/profile/axios-profile.gateway';
import { gatewayAdapters } from '@test/support/gateway-adapters';
import { operationOutcomeTables, systemErrorOutcomes } from '@test/support/operation-outcome-tables';
import { bundleContract, type CliRun, contractRoot, type OpenApiDocument, runRedocly } from '@sandbox/api-docs/contract-bundle';
import { operationsOf } from '@sandbox/api-docs/api-docs-page';

// The API contract, docs/api/openapi.yaml, linted by Redocly CLI with redocly.yaml (the recommended
// rules plus examples checked against their schemas): any error or warning fails. Then the contract is
// held against the gateways themselves: each call a gateway makes (method, path, query names, body) is
// an operation named after the gateway's method, and the contract has no operation no gateway makes.

interface OperationShape {
  readonly method: string;
  readonly path: string;
  readonly query: readonly string[];
  readonly hasBody: boolean;
}

interface LintReport {
  readonly totals: { readonly errors: number; readonly warnings: number };
  readonly problems: readonly { readonly ruleId: string; readonly message: string; readonly location: readonly { readonly source: { readonly ref: string }; readonly pointer: string }[] }[];
}

let lint: CliRun;
let brokenLint: CliRun;
let contract: OpenApiDocument;
let brokenCopy: string;

/** A copy of docs/api whose first purchase has its price as text ('70.000'), which the portal refuses. */
async function brokenContract(): Promise<string> {
  brokenCopy = await mkdtemp(path.join(tmpdir(), 'openapi-contract-'));
  await cp(path.dirname(contractRoot), brokenCopy, { recursive: true });
  const bookings = path.join(brokenCopy, 'paths/bookings.yaml');
  const text = await readFile(bookings, 'utf8');
  expect(text).toContain('purchasePrice: 70000');
  await writeFile(bookings, text.replace('purchasePrice: 70000', "purchasePrice: '70.000'"));
  return path.join(brokenCopy, 'openapi.yaml');
}

// The three CLI runs at once: a second or two each on a shared machine.
beforeAll(async () => {
  const broken = await brokenContract();
  [lint, brokenLint, contract] = await Promise.all([
    runRedocly(['lint', '--format=json']),
    runRedocly(['lint', broken, '--config', 'redocly.yaml', '--format=json']),
    bundleContract(),
  ]);
}, 60_000);

afterAll(() => rm(brokenCopy, { recursive: true, force: true }));

/** An HttpClient that gives every call the same answer (by default none) and remembers what each call asked. */
function recordingClient(calls: OperationShape[], answer: ApiResponse = { error: true, reason: 'network', status: null }): HttpClient {
  const record = (method: string, path: string, body: unknown, options?: HttpRequestOptions) => {
    calls.push({ method, path, query: Object.keys(options?.params ?? {}).sort(), hasBody: body !== undefined });
    return Promise.resolve(answer);
  };
  return {
    get: (path, options) => record('get', path, undefined, options),
    delete: (path, options) => record('delete', path, undefined, options),
    post: (path, body, options) => record('post', path, body, options),
    put: (path, body, options) => record('put', path, body, options),
  };
}

const document = { documentType: 'CC', documentNumber: '1037600123' };
const beneficiary = { ...document, namePerson: 'Sofía Restrepo' };

/**
 * Every gateway method, called once with plausible arguments and given `answer`; keyed by the method's
 * name, what it asked and what it returned.
 */
async function gatewayCalls(answer?: ApiResponse): Promise<ReadonlyMap<string, OperationShape & { readonly result: unknown }>> {
  const byMethod = new Map<string, OperationShape & { readonly result: unknown }>();
  const make = <T extends object>(Adapter: new (http: HttpClient) => T, args: Readonly<Record<string, readonly unknown[]>>) => {
    const calls: OperationShape[] = [];
    const gateway = new Adapter(recordingClient(calls, answer));
    return { gateway, args, calls };
  };
  const all = [
    make(AxiosCertificatesGateway, {
      listCertificates: [],
      requestWorkerCertificate: [document],
      requestBeneficiaryCertificate: [document],
      requestFosfecCertificate: [document],
      getMonetaryQuota: [],
      requestDownloadableCertificate: [{ certificateCode: 'C04', optionalPersons: null }],
      sendCertificateByEmail: [{ certificateCode: 'C06', binaryFile: 'JVBERi0=' }],
      getBeneficiaries: [],
      uploadSchoolCertificate: [{ consecutivo: 1, typeFile: 'application/pdf', binaryFile: 'JVBERi0=', optionalsPersons: [beneficiary] }],
      requestAffiliationCard: [{ beneficiaries: [beneficiary] }],
      sendDeathCertificates: [{ certificates: [{ fileType: 'application/pdf', binaryFile: 'JVBERi0=', beneficiary }] }],
    }),
    make(AxiosFovisGateway, {
      getPostulationInfo: [],
      getCertificate: ['paid-subsidy'],
      sendDocument: [{ ...document, certificateId: 9, fileName: 'x.pdf', sendEmail: true, binaryFile: 'JVBERi0=' }],
    }),
    make(AxiosPaymentsGateway, {
      findPendingPayments: [document],
      requestPayment: [{ payer: document, payments: [{ reference: '1', amount: { total: 1, currency: 'COP' }, description: '' }], userAgent: 'x', ipClient: '', method: 'card' }],
      getPaymentInformation: ['83412'],
      getFrequentQuestions: [],
    }),
    make(AxiosBookingsGateway, {
      findCustomerPurchases: [document],
      createRequest: [{ buyer: { ...document, identityDocument: null, bankCertification: null }, reservations: [] }],
    }),
    make(AxiosProfileGateway, {
      getUser: [{ idType: 'CC', idNumber: '1037600123' }],
      updateUser: ['0000451287', { ...document, mobile: '', phone: '', email: '', country: 'CO', state: '05', city: '05001', neighborhood: '0500109999', sector: 'U', address: '' }],
      getStates: ['CO'],
      getCities: ['05'],
      getNeighborhoods: ['05001'],
    }),
  ];
  // A gateway added without its entry here fails now, not silently later.
  expect(all.map(({ gateway }) => gateway.constructor.name).sort()).toEqual(gatewayAdapters.map(({ name }) => name).sort());
  for (const { gateway, args, calls } of all) {
    const prototypeMethods = Object.getOwnPropertyNames(Object.getPrototypeOf(gateway)).filter((name) => name !== 'constructor');
    // A method added to a gateway without its arguments here fails now, not silently later.
    expect(Object.keys(args).sort(), gateway.constructor.name).toEqual(prototypeMethods.sort());
    for (const name of prototypeMethods) {
      const before = calls.length;
      const result = await (gateway as unknown as Record<string, (...a: readonly unknown[]) => Promise<unknown>>)[name]!(...(args[name] ?? []));
      expect(calls.length - before, name).toBe(1);
      byMethod.set(name, { ...calls[calls.length - 1]!, result });
    }
  }
  return byMethod;
}

/** The contract's operations, keyed by operationId, with the path template as a pattern. */
function contractOperations(): ReadonlyMap<string, OperationShape & { readonly pattern: RegExp }> {
  const resolve = (value: unknown): Record<string, unknown> => {
    const ref = (value as { $ref?: string }).$ref;
    if (ref === undefined) return value as Record<string, unknown>;
    return ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/')], contract) as Record<string, unknown>;
  };
  return new Map(
    operationsOf(contract).map(({ method, path, pathItem, operation }) => {
      const parameters = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])].map(resolve);
      const query = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => String(parameter.name)).sort();
      const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return [String(operation.operationId), { method, path, query, hasBody: operation.requestBody !== undefined, pattern }];
    }),
  );
}

describe('the API contract (docs/api/openapi.yaml)', () => {
  it('passes Redocly CLI’s lint with redocly.yaml: no error, no warning', () => {
    const report = JSON.parse(lint.stdout) as LintReport;
    const problems = report.problems.map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.source.ref}${problem.location[0]?.pointer})`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(lint.exitCode).toBe(0);
  });

  it('fails, with the rule and the place, on an example the portal would refuse', () => {
    const report = JSON.parse(brokenLint.stdout) as LintReport;
    expect(brokenLint.exitCode).not.toBe(0);
    expect(report.totals.errors).toBeGreaterThan(0);
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        ruleId: 'no-invalid-media-type-examples',
        location: [expect.objectContaining({ pointer: expect.stringContaining('/examples/purchases/value/data/0/purchasePrice') })],
      }),
    );
  });

  it('has one operation per gateway call, named after the gateway method, with its method, path, query and body', async () => {
    const calls = await gatewayCalls();
    const operations = contractOperations();
    expect([...operations.keys()].sort()).toEqual([...calls.keys()].sort());
    for (const [name, call] of calls) {
      const operation = operations.get(name)!;
      expect.soft(call.method, name).toBe(operation.method);
      expect.soft(call.path, name).toMatch(operation.pattern);
      expect.soft(call.query, name).toEqual(operation.query);
      expect.soft(call.hasBody, name).toBe(operation.hasBody);
    }
    expect(operations.size).toBeGreaterThan(0);
  });

  it('names every schema under components and says who carries a token on every operation', () => {
    expect(Object.keys(contract.components?.schemas ?? {}).length).toBeGreaterThan(50);
    for (const { operation } of operationsOf(contract)) {
      expect.soft(operation.security, String(operation.operationId)).toBeDefined();
    }
  });

  describe('the business codes each operation names', () => {
    const named = () => new Map(operationsOf(contract).map(({ operation }) => [String(operation.operationId), operation]));

    it('lists the keys of the portal’s outcome table for that call, in x-business-codes', () => {
      const operations = named();
      expect([...operations.keys()].sort()).toEqual(Object.keys(operationOutcomeTables).sort());
      for (const [operationId, operation] of operations) {
        const table = operationOutcomeTables[operationId]!;
        const codes = operation['x-business-codes'] as number[] | undefined;
        expect.soft([...(codes ?? [])].sort((a, b) => a - b), operationId).toEqual(Object.keys(table.rows).map(Number).sort((a, b) => a - b));
        // Open: any other code is the call's own outcome ('conditions not met'), never 'Error del sistema'.
        expect.soft(operation['x-business-codes-open'] === true, `${operationId} x-business-codes-open`).toBe(!systemErrorOutcomes.has(table.otherwise));
      }
    });

    it('reads the code in the order the gateway reads it, in x-code-order', async () => {
      // Each place holds another code: the one the gateway returns says which place it read first.
      const calls = await gatewayCalls({ error: false, status: 200, body: { code: 1, responseCode: 2, data: { code: 3 } } });
      const orderOf: Readonly<Record<number, string>> = { 1: 'code-first', 2: 'responseCode-first', 3: 'data-code-first' };
      for (const [operationId, operation] of named()) {
        const result = calls.get(operationId)?.result as { code?: number } | undefined;
        expect.soft(operation['x-code-order'], operationId).toBe(orderOf[result?.code ?? 0]);
      }
    });
  });
});

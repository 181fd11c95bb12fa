import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayMethodNames } from '@test/support/gateway-adapters';
import { type Contract, loadContract } from '../../../scripts/api-contract/contract.mjs';

let contract: Contract;

// One Redocly bundle for the file: the real contract, tiny inline bodies.
beforeAll(async () => {
  contract = await loadContract();
}, 60_000);

describe('the contract validator: operations', () => {
  it('lists every operation, one per gateway call, with its method, template, tag and token', () => {
    expect(contract.operations.map(({ operationId }) => operationId).sort()).toEqual([...gatewayMethodNames].sort());
    expect(contract.operations.find((operation) => operation.operationId === 'getCertificate')).toMatchObject({
      method: 'GET',
      path: '/api/v1/subsidies/{kind}',
      tag: 'FOVIS',
      requiresToken: true,
      parameters: [{ name: 'kind', in: 'path', required: true }],
      requestBodyRequired: false,
    });
    expect(contract.operations.find((operation) => operation.operationId === 'requestPayment')).toMatchObject({
      method: 'POST',
      requiresToken: false,
      requestBodyRequired: true,
    });
  });

  it('matches concrete paths to templates, a literal path before a template, and the method too', () => {
    expect(contract.findOperation('GET', '/api/v1/subsidies/certificado-subsidio-pagado')?.operationId).toBe('getCertificate');
    expect(contract.findOperation('POST', '/api/v1/subsidies/send-document')?.operationId).toBe('sendDocument');
    expect(contract.findOperation('get', '/api/v1/subsidies/postulation-info?x=1')?.operationId).toBe('getPostulationInfo');
    expect(contract.findOperation('PUT', '/api/v1/manage/people/users/0000451287')?.operationId).toBe('updateUser');
    expect(contract.findOperation('POST', '/api/pagos/consulta')).toBeNull();
    expect(contract.findOperation('GET', '/api/v1/subsidies/a/b')).toBeNull();
    expect(contract.findOperation('GET', '/api/other')).toBeNull();
  });
});

describe('the contract validator: statuses', () => {
  const generated = { code: 200, data: 'm****@correo.com', message: 'Certificado enviado' };

  it('takes the exact status first, then the 4XX and 5XX ranges', () => {
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 200, body: generated })).toMatchObject({ ok: true, response: '200' });
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 422, body: { code: 422 } })).toMatchObject({ ok: true, response: '422' });
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 409, body: { code: 409 } })).toMatchObject({ ok: true, response: '4XX' });
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 503, body: { error: 'x' } })).toMatchObject({ ok: true, response: '5XX' });
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 401, body: 'no' })).toMatchObject({ ok: true, response: '401' });
  });

  it('fails a status the operation does not list, naming the ones it lists', () => {
    const verdict = contract.validateAnswer('requestWorkerCertificate', { status: 302, body: generated });
    expect(verdict).toMatchObject({ ok: false, pointer: '' });
    expect(verdict.ok ? '' : verdict.expected).toBe('a status among 200, 401, 404, 422, 4XX, 5XX');
  });

  it('accepts an empty body only where the contract says so (the purchases’ HTTP 202)', () => {
    expect(contract.validateAnswer('findCustomerPurchases', { status: 202, body: '' })).toMatchObject({ ok: true, response: '202' });
    expect(contract.validateAnswer('listCertificates', { status: 200, body: '' })).toMatchObject({ ok: false, pointer: '', expected: 'a JSON object' });
  });
});

describe('the contract validator: bodies', () => {
  const payment = { referenciaPago: '900123', valor: { total: 185000 } };

  it('accepts a good body', () => {
    expect(contract.validateAnswer('findPendingPayments', { status: 200, contentType: 'application/json', body: { pagos: [payment] } }).ok).toBe(true);
  });

  it('names the pointer of a wrong type and the type expected', () => {
    const body = { code: 0, data: [{ ...payment, valor: { total: 'mucho' } }] };
    expect(contract.validateAnswer('findPendingPayments', { status: 200, body })).toMatchObject({ ok: false, pointer: '/data/0/valor/total', expected: 'number' });
  });

  it('names a missing required field', () => {
    const body = { code: 200, data: [{ documentType: 'CC', namePerson: 'Ana' }] };
    expect(contract.validateAnswer('getBeneficiaries', { status: 200, body })).toMatchObject({
      ok: false,
      pointer: '/data/0',
      expected: 'required property "documentNumber"',
    });
  });

  it('fails a body that is not JSON, and a bare list, at the body itself', () => {
    expect(contract.validateAnswer('listCertificates', { status: 200, contentType: 'text/html', body: '<html></html>' })).toMatchObject({
      ok: false,
      pointer: '',
      expected: 'a JSON object',
    });
    expect(contract.validateAnswer('listCertificates', { status: 200, body: [] })).toMatchObject({ ok: false, pointer: '', expected: 'object' });
  });
});

describe('the contract validator: readings', () => {
  it('tells a bare list from a nested one, from the x-reading marks of the schemas', () => {
    const bare = contract.validateAnswer('findCustomerPurchases', { status: 200, body: { responseCode: 200, data: [] } });
    const nested = contract.validateAnswer('findCustomerPurchases', { status: 200, body: { responseCode: 200, data: { purchases: [] } } });
    expect(bare).toEqual({ ok: true, response: '200', readings: ['code-in-body', 'list-bare'] });
    expect(nested).toEqual({ ok: true, response: '200', readings: ['code-in-body', 'list-nested'] });
  });

  it('tells a code mirrored in the status, and gives no code reading to a 5xx without one', () => {
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 404, body: { code: '404', data: null } })).toEqual({
      ok: true,
      response: '404',
      readings: ['code-mirrored'],
    });
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 500, body: { error: 'x' } })).toEqual({ ok: true, response: '5XX', readings: [] });
  });

  it('tells the two readings of a PDF', () => {
    const named = contract.validateAnswer('getFrequentQuestions', { status: 200, body: { responseCode: 0, data: { binary: 'JVBERi0x' } } });
    expect(named.ok && named.readings).toEqual(['code-in-body', 'pdf-named']);
  });
});

describe('the contract validator: business codes', () => {
  const unnamed = (codes: string) => `one of the codes the contract names: ${codes}`;

  it('lists each operation’s named codes and the order it reads them in', () => {
    const worker = contract.operations.find((operation) => operation.operationId === 'requestWorkerCertificate');
    expect(worker?.businessCodes).toEqual({ named: [200, 422, 404], order: 'code-first', optional: false, open: false, message: null });
    const payments = contract.operations.find((operation) => operation.operationId === 'findPendingPayments');
    expect(payments?.businessCodes).toMatchObject({ named: [0, 200], optional: true });
  });

  it('fails a code the operation does not name in an otherwise valid body, at the code’s pointer', () => {
    const verdict = contract.validateAnswer('requestWorkerCertificate', { status: 200, body: { code: 7, data: null, message: 'Otro' } });
    expect(verdict).toMatchObject({ ok: false, pointer: '/code', expected: unnamed('200, 422, 404') });
    expect(verdict.ok ? '' : verdict.message).toContain('business code 7');
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 200, body: { code: ' 404 ', data: null } }).ok).toBe(true);
  });

  it('reads the code in the operation’s x-code-order: the first place present decides', () => {
    // getBeneficiaries reads responseCode first: a leftover code 200 neither hides nor replaces it.
    expect(contract.validateAnswer('getBeneficiaries', { status: 200, body: { code: 200, responseCode: 7, data: null } })).toMatchObject({
      ok: false,
      pointer: '/responseCode',
      expected: unnamed('0, 1, 101'),
    });
    expect(contract.validateAnswer('getBeneficiaries', { status: 200, body: { code: 7, responseCode: 1, data: null } }).ok).toBe(true);
    expect(contract.validateAnswer('requestBeneficiaryCertificate', { status: 200, body: { code: 0, data: { code: '7', detail: null } } })).toMatchObject({
      ok: false,
      pointer: '/data/code',
      expected: unnamed('0, 18, 103, 422'),
    });
  });

  it('checks the operation’s own mirrored statuses, not the shared 4XX and 5XX', () => {
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 422, body: { code: 500 } })).toMatchObject({ ok: false, pointer: '/code' });
    expect(contract.validateAnswer('requestWorkerCertificate', { status: 400, body: { code: 400 } })).toMatchObject({ ok: true, response: '4XX' });
  });

  it('lets through no code where codes are optional, any code where the operation is open, and the FOVIS message', () => {
    expect(contract.validateAnswer('findPendingPayments', { status: 200, body: { pagos: null } }).ok).toBe(true);
    expect(contract.validateAnswer('findPendingPayments', { status: 200, body: { code: 7, pagos: null } })).toMatchObject({ ok: false, pointer: '/code', expected: unnamed('0, 200') });
    expect(contract.validateAnswer('requestDownloadableCertificate', { status: 200, body: { responseCode: 1, description: 'No cumple' } }).ok).toBe(true);
    expect(contract.validateAnswer('getCertificate', { status: 200, body: { code: 422, data: null, message: ' 500 ' } }).ok).toBe(true);
    expect(contract.validateAnswer('getCertificate', { status: 200, body: { code: 422, data: null, message: 'No' } })).toMatchObject({ ok: false, pointer: '/code', expected: unnamed('200, 500') });
  });
});

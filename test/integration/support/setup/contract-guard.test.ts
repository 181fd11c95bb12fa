import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@test/support/msw-server';
import { ContractGuard, faultHeaders } from '@test/support/setup/contract-guard';

// The guard the adapter tests run under (test/support/setup/integration.ts), on its own: it names
// the call, the pointer and the expectation of an answer outside the contract, and lets through
// only what a fault helper marked. This file is outside the guarded folders, so the answers it
// serves on purpose fail nothing but these expectations.

const damaged = { pagos: [{ referenciaPago: '900123', valor: { total: 'mucho' } }] };
const guard = new ContractGuard();

afterEach(() => guard.stop());

async function serve(body: JsonBodyType, headers: Record<string, string> = {}): Promise<void> {
  server.use(http.get('*/api/pagos/consulta', () => HttpResponse.json(body, { headers })));
  guard.watch(server);
  await (await fetch('http://localhost/api/pagos/consulta?tipoIdenteficacion=CC&numeroIdentificacion=1')).text();
}

describe('the contract guard', () => {
  it('fails an unmarked fixture outside the contract, naming the call, the pointer and the expectation', async () => {
    await serve(damaged);
    expect(await guard.settle()).toEqual([
      expect.stringContaining("GET /api/pagos/consulta (findPendingPayments) HTTP 200: at '/pagos/0/valor/total' the contract expects number"),
    ]);
  });

  it('passes a fixture inside the contract, and one a fault helper marked, counting each', async () => {
    const before = guard.counts();
    await serve({ pagos: [{ referenciaPago: '900123', valor: { total: 185000 } }] });
    expect(await guard.settle()).toEqual([]);
    guard.stop();
    await serve(damaged, faultHeaders('off-contract'));
    expect(await guard.settle()).toEqual([]);
    expect(guard.counts()).toEqual({ validated: before.validated + 1, faults: before.faults + 1 });
  });
});

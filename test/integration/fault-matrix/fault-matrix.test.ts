import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenSource, type TokenRenewal } from '@/application/shared/session/identity.port';
import { FovisGateway } from '@/application/fovis/fovis-gateway.port';
import { AxiosFovisGateway } from '@/infrastructure/api/fovis/axios-fovis.gateway';
import { describeCounts, FaultMatrixCoverage } from '@test/support/fault-matrix/fault-matrix-coverage';
import { type FaultKind, faultKinds, faultLabels, type FaultMatrixRow, isNotApplicable } from '@test/support/fault-matrix/fault-matrix.model';
import { callsWithoutRow, gatewayCalls, gatewayPorts, rowsWithoutCall } from '@test/support/fault-matrix/gateway-calls';
import { answerInTurn, faultResponder, successResponder, unauthorizedResponder } from '@test/support/fault-matrix/fault-responses';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';
import { faultMatrixRows } from '@test/support/fault-matrix/rows';

// The fault matrix: every outgoing call × {network failure, time-out, HTTP 500, malformed body,
// unexpected code, 401}, through the real client (AxiosHttpClient for the fund's API) against msw
// and the call's own use case, so each cell asserts what the person gets. The rows live in
// test/support/fault-matrix/rows/, one file per feature; the last test counts the cells that ran
// and prints the count.

const rows = faultMatrixRows;
const coverage = new FaultMatrixCoverage(rows);
const sessionToken = 'token-de-maria';

/** Time enough for any answer here; the time-out column uses its own, tiny one. */
const answerTimeoutMs = 5_000;
/** The time-out column's: no real wait, only this much before the client gives up. */
const tinyTimeoutMs = 30;

function containerFor(row: FaultMatrixRow<unknown>, tokens: FakeTokenSource, timeoutMs = answerTimeoutMs): Container {
  const container = createTestContainer(testConfig(row.timeoutConfig?.(timeoutMs) ?? { requestTimeoutMs: timeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(tokens);
  return container;
}

const sessionFor = (row: FaultMatrixRow<unknown>) => new FakeTokenSource(row.session ? sessionToken : null);
const bearerOf = (row: FaultMatrixRow<unknown>) => (row.session ? `Bearer ${sessionToken}` : null);

const callsOf = (cells: readonly (readonly [string, ...unknown[]])[]) => cells.map(([call]) => call);

/** The cells of one column that are possible, as it.each rows. */
function cellsOf(fault: FaultKind) {
  return rows.flatMap((row) => {
    const expected = row.expected[fault];
    return isNotApplicable(expected) ? [] : [[row.call, row, expected] as const];
  });
}

beforeAll(async () => {
  // The client loads axios on its first call; loaded once here, the tiny time-out measures the
  // wait for the answer, never the module's load.
  await import('axios');
});

describe('the fault matrix', () => {
  describe.each(faultKinds.filter((fault) => fault !== 'unauthorized').map((fault) => [faultLabels[fault], fault] as const))(
    '%s',
    (_label, fault) => {
      const done = coverage.scenario(fault, 'single answer', callsOf(cellsOf(fault)));

      it.each(cellsOf(fault))('%s: one request, the outcome the table expects, no renewal', async (call, row, expected) => {
        const seen = answerInTurn(row, [faultResponder(fault, row)]);
        const tokens = sessionFor(row);

        const started = performance.now();
        const outcome = await row.invoke(containerFor(row, tokens, fault === 'timeout' ? tinyTimeoutMs : answerTimeoutMs));

        expect(outcome).toEqual(expected);
        // The time-out column is the client giving up, not the connection dropping early.
        if (fault === 'timeout') expect(performance.now() - started).toBeGreaterThanOrEqual(tinyTimeoutMs - 2);
        // No retry: the fault reached the backend once, with the session's bearer if it has one.
        expect(seen).toEqual([{ method: row.method.toUpperCase(), authorization: bearerOf(row) }]);
        expect(tokens.renewalsAsked).toEqual([]);
        expect(tokens.endedSessions).toBe(0);
        done(call);
      });
    },
  );

  describe(faultLabels.unauthorized, () => {
    const renewedToken = 'token-renovado';
    const renewsTheToken = (): TokenRenewal => ({ kind: 'renewed', accessToken: renewedToken });
    const withSession = cellsOf('unauthorized').filter(([, row]) => row.session);
    const withoutSession = cellsOf('unauthorized').filter(([, row]) => !row.session);
    const renewed = coverage.scenario('unauthorized', 'renewed, then answered', callsOf(withSession));
    const refusedTwice = coverage.scenario('unauthorized', 'refused twice', callsOf(withSession));
    const renewalRefused = coverage.scenario('unauthorized', 'renewal refused', callsOf(withSession));
    const providerUnavailable = coverage.scenario('unauthorized', 'provider unavailable', callsOf(withSession));
    const noSession = coverage.scenario('unauthorized', 'no session', callsOf(withoutSession));

    it.each(withSession)('%s: renewed once, the same call sent again with the new token gets its answer', async (call, row) => {
      const seen = answerInTurn(row, [unauthorizedResponder(row), successResponder(row)]);
      const tokens = new FakeTokenSource(sessionToken, renewsTheToken);

      const outcome = await row.invoke(containerFor(row, tokens));

      expect(outcome).toMatchObject(row.success as object);
      expect(seen.map((request) => request.authorization)).toEqual([`Bearer ${sessionToken}`, `Bearer ${renewedToken}`]);
      expect(tokens.renewalsAsked).toEqual([sessionToken]);
      expect(tokens.endedSessions).toBe(0);
      renewed(call);
    });

    it.each(withSession)('%s: refused again after the renewal, the session ends and the call fails', async (call, row, expected) => {
      const seen = answerInTurn(row, [unauthorizedResponder(row)]);
      const tokens = new FakeTokenSource(sessionToken, renewsTheToken);

      const outcome = await row.invoke(containerFor(row, tokens));

      expect(outcome).toEqual(expected);
      // One retry, never more.
      expect(seen.map((request) => request.authorization)).toEqual([`Bearer ${sessionToken}`, `Bearer ${renewedToken}`]);
      expect(tokens.renewalsAsked).toEqual([sessionToken]);
      expect(tokens.endedSessions).toBe(1);
      refusedTwice(call);
    });

    it.each(withSession)('%s: the provider refuses the renewal, the call fails without a retry', async (call, row, expected) => {
      const seen = answerInTurn(row, [unauthorizedResponder(row), successResponder(row)]);
      const tokens = new FakeTokenSource(sessionToken, () => ({ kind: 'sessionEnded' }));

      const outcome = await row.invoke(containerFor(row, tokens));

      expect(outcome).toEqual(expected);
      expect(seen).toHaveLength(1);
      expect(tokens.renewalsAsked).toEqual([sessionToken]);
      renewalRefused(call);
    });

    it.each(withSession)('%s: the provider cannot be asked, the call fails and the session stays', async (call, row, expected) => {
      const seen = answerInTurn(row, [unauthorizedResponder(row), successResponder(row)]);
      const tokens = new FakeTokenSource(sessionToken, () => ({ kind: 'unavailable' }));

      const outcome = await row.invoke(containerFor(row, tokens));

      expect(outcome).toEqual(expected);
      expect(seen).toHaveLength(1);
      expect(tokens.renewalsAsked).toEqual([sessionToken]);
      expect(tokens.endedSessions).toBe(0);
      providerUnavailable(call);
    });

    it.each(withoutSession)('%s: without a session, one request, no renewal asked, the call fails', async (call, row, expected) => {
      const seen = answerInTurn(row, [unauthorizedResponder(row), successResponder(row)]);
      const tokens = new FakeTokenSource(null, renewsTheToken);

      const outcome = await row.invoke(containerFor(row, tokens));

      expect(outcome).toEqual(expected);
      expect(seen).toEqual([{ method: row.method.toUpperCase(), authorization: null }]);
      expect(tokens.renewalsAsked).toEqual([]);
      expect(tokens.endedSessions).toBe(0);
      noSession(call);
    });
  });

  describe('the table itself', () => {
    it('has one row per call, each call once', () => {
      const calls = rows.map((row) => row.call);
      expect(new Set(calls).size).toBe(calls.length);
      expect(new Set(rows.map((row) => `${row.method} ${row.path}`)).size).toBe(rows.length);
    });

    it('has a row for every call of every gateway, and none for a call no gateway makes', () => {
      const calls = gatewayCalls(createTestContainer());
      expect(callsWithoutRow(calls, rows)).toEqual([]);
      expect(rowsWithoutCall(calls, rows)).toEqual([]);
      // Every gateway port is found and makes at least one call.
      expect(gatewayPorts.map((port) => port.description)).toContain('FovisGateway');
      for (const port of gatewayPorts) expect.soft(calls.filter((call) => call.startsWith(`${port.description}.`)), port.description).not.toEqual([]);
    });

    it('names a call added to a gateway without its row, and a row left for a call removed', () => {
      class WithOneMoreCall extends AxiosFovisGateway {
        madeUpCall(): Promise<void> {
          return Promise.resolve();
        }
      }
      const container = createTestContainer();
      container.rebind(FovisGateway).toConstantValue(Object.create(WithOneMoreCall.prototype) as object);
      const calls = gatewayCalls(container);
      expect(callsWithoutRow(calls, rows)).toEqual(['FovisGateway.madeUpCall']);
      expect(rowsWithoutCall(calls.filter((call) => call !== 'FovisGateway.sendDocument'), rows)).toEqual(['FovisGateway.sendDocument']);
    });

    it('gives a 401 the outcome of every other failure, never that of an unnamed code', () => {
      for (const row of rows) {
        expect.soft(row.expected.unauthorized, row.call).toEqual(row.expected.network);
      }
    });

    it('gives every not-applicable cell a written reason', () => {
      for (const row of rows) {
        for (const fault of faultKinds) {
          const cell = row.expected[fault];
          if (isNotApplicable(cell)) expect.soft(cell.notApplicable.trim(), `${row.call} × ${fault}`).not.toBe('');
        }
      }
      expect(rows.length).toBeGreaterThan(0);
    });
  });

  // Last: counts what the tests above proved (vitest runs a file's tests in order).
  it('covers every cell possible (cells covered / cells possible)', () => {
    const counts = coverage.counts();
    console.info(describeCounts(counts));
    expect(counts.missing).toEqual([]);
    expect(counts.covered).toBe(counts.possible);
  });
});

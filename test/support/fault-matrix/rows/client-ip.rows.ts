import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { faultMatrixRow, type FaultMatrixRow, notApplicable } from '@test/support/fault-matrix/fault-matrix.model';
import { faults } from './row-helpers';

const ipEchoPath = '/sandbox/ip';

/** Runs `action` with console.warn silenced: a failed IP lookup warns, as it should, once per cell. */
async function quietly(action: () => Promise<void>): Promise<void> {
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    await action();
  } finally {
    console.warn = warn;
  }
}

/** Not the fund's API: the public-IP echo at startup, by fetch, no bearer (outside the contract). */
export const clientIpRows: readonly FaultMatrixRow<unknown>[] = [
  faultMatrixRow({
    call: 'ClientIpLookup.lookup',
    method: 'get',
    path: ipEchoPath,
    session: false,
    invoke: async (container) => {
      // An address an earlier build kept in local storage (another network) is never sent.
      container.get<KeyValueStorage>(KeyValueStorage).set(storageKeys.ipClient, '198.51.100.9');
      const clientIp = container.get(StoreClientIp);
      await quietly(() => clientIp.execute());
      return { ipClient: await clientIp.clientIp() };
    },
    codeBody: (code) => ({ code, ip: null }),
    successBody: { ip: '203.0.113.7' },
    success: { ipClient: '203.0.113.7' },
    timeoutConfig: (timeoutMs) => ({ ipLookup: { services: [`http://localhost${ipEchoPath}`], timeoutMs } }),
    expected: {
      ...faults({ ipClient: '' }, { ipClient: '' }),
      unexpectedCode: notApplicable('an IP-echo service answers a bare address, not the fund’s envelope: it has no business code'),
    },
  }),
];

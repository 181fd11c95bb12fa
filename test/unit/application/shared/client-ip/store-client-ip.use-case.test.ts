import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { KeyValueStorage, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { createContainer } from '@/container';
import { testConfig } from '@test/support/test-config';
import { MemoryStorage } from '@test/support/memory-storage';


function setUp(lookup: ClientIpLookup['lookup']) {
  const container = createContainer(testConfig());
  // Local storage (where earlier builds kept the address) and the tab's session storage.
  const storage = new MemoryStorage();
  const tab = new MemoryStorage();
  container.rebind<ClientIpLookup>(ClientIpLookup).toConstantValue({ lookup });
  container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(storage);
  container.rebind<SessionKeyValueStorage>(SessionKeyValueStorage).toConstantValue(tab);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { useCase: container.get(StoreClientIp), storage, tab, warn };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('StoreClientIp', () => {
  it('keeps the address found in memory, in neither storage, silently', async () => {
    const { useCase, storage, tab, warn } = setUp(async () => '2001:db8::7');
    await useCase.execute();
    await expect(useCase.clientIp()).resolves.toBe('2001:db8::7');
    expect(storage.values.size).toBe(0);
    expect(tab.values.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('removes the ipClient an earlier build left in local storage, and sends today’s', async () => {
    const { useCase, storage } = setUp(async () => '203.0.113.9');
    storage.set(storageKeys.ipClient, '198.51.100.20');
    expect(storageKeys.ipClient).toBe('ipClient');
    await useCase.execute();
    expect(storage.get(storageKeys.ipClient)).toBeNull();
    await expect(useCase.clientIp()).resolves.toBe('203.0.113.9');
  });

  it('removes the payment trace’s requestId and estadoPago earlier builds left in local storage, and only those keys', async () => {
    const { useCase, storage, tab } = setUp(async () => '203.0.113.9');
    storage.set(storageKeys.requestId, '4321');
    storage.set(storageKeys.estadoPago, 'APPROVED');
    storage.set(storageKeys.isExpired, 'true');
    tab.set(storageKeys.requestId, '9876');
    await useCase.execute();
    expect(storage.get(storageKeys.requestId)).toBeNull();
    expect(storage.get(storageKeys.estadoPago)).toBeNull();
    // Not a payment key: other tabs read it (ADR 0010). The tab's own trace is not this step's.
    expect(storage.get(storageKeys.isExpired)).toBe('true');
    expect(tab.get(storageKeys.requestId)).toBe('9876');
  });

  it('removes them when the start begins the lookup, before it answers', () => {
    const { useCase, storage } = setUp(() => new Promise<string | null>(() => undefined));
    storage.set(storageKeys.requestId, '4321');
    storage.set(storageKeys.estadoPago, 'APPROVED');
    void useCase.execute();
    expect([storage.get(storageKeys.requestId), storage.get(storageKeys.estadoPago)]).toEqual([null, null]);
  });

  it('an address stored by an earlier build is never sent when today’s lookup finds none', async () => {
    const { useCase, storage } = setUp(async () => null);
    storage.set(storageKeys.ipClient, '198.51.100.20');
    await useCase.execute();
    await expect(useCase.clientIp()).resolves.toBe('');
  });

  it('warns "Could not get the public IP address" and resolves when no service answered', async () => {
    const { useCase, warn } = setUp(async () => null);
    await expect(useCase.execute()).resolves.toBeUndefined();
    await expect(useCase.clientIp()).resolves.toBe('');
    expect(warn).toHaveBeenCalledExactlyOnceWith('Could not get the public IP address');
  });

  it('resolves even when the lookup throws', async () => {
    const { useCase, warn } = setUp(async () => {
      throw new Error('bug in an adapter');
    });
    await expect(useCase.execute()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Could not get the public IP address');
  });

  it('a later lookup that finds nothing drops the address an earlier one found', async () => {
    const found: Array<string | null> = ['203.0.113.9', null];
    const { useCase } = setUp(async () => found.shift() ?? null);
    await useCase.execute();
    await useCase.execute();
    await expect(useCase.clientIp()).resolves.toBe('');
  });
});

describe('StoreClientIp.clientIp (for the payment request)', () => {
  it('is the address found by the startup lookup', async () => {
    const { useCase } = setUp(async () => '203.0.113.9');
    await useCase.execute();
    await expect(useCase.clientIp()).resolves.toBe('203.0.113.9');
  });

  it('is empty when the startup lookup found none', async () => {
    const { useCase } = setUp(async () => null);
    await useCase.execute();
    await expect(useCase.clientIp()).resolves.toBe('');
  });

  it('waits for the lookup still running', async () => {
    let found: (ip: string | null) => void = () => undefined;
    const { useCase } = setUp(() => new Promise((resolve) => (found = resolve)));
    void useCase.execute();
    const ip = useCase.clientIp();
    found('2001:db8::9');
    await expect(ip).resolves.toBe('2001:db8::9');
  });

  it('gives up after ipLookup.timeoutMs with an empty address, never an earlier visit’s', async () => {
    vi.useFakeTimers();
    const { useCase, storage } = setUp(() => new Promise(() => undefined));
    storage.set(storageKeys.ipClient, '198.51.100.20');
    void useCase.execute();
    let ip: string | undefined;
    void useCase.clientIp().then((value) => (ip = value));
    await vi.advanceTimersByTimeAsync(testConfig().ipLookup.timeoutMs - 1);
    expect(ip).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(ip).toBe('');
  });

  it('starts a lookup when none was started, and waits for it', async () => {
    const lookup = vi.fn(async () => '203.0.113.10');
    const { useCase, storage } = setUp(lookup);
    storage.set(storageKeys.ipClient, '198.51.100.20');
    await expect(useCase.clientIp()).resolves.toBe('203.0.113.10');
    expect(lookup).toHaveBeenCalledOnce();
  });

  it('does not look up again once a lookup has ended', async () => {
    const lookup = vi.fn(async () => '203.0.113.11');
    const { useCase } = setUp(lookup);
    await useCase.execute();
    await useCase.clientIp();
    await useCase.clientIp();
    expect(lookup).toHaveBeenCalledOnce();
  });
});

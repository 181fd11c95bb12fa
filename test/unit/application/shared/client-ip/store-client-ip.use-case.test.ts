import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { createContainer } from '@/container';
import { testConfig } from '@test/support/test-config';
import { MemoryStorage } from '@test/support/memory-storage';


function setUp(lookup: ClientIpLookup['lookup']) {
  const container = createContainer(testConfig());
  const storage = new MemoryStorage();
  container.rebind<ClientIpLookup>(ClientIpLookup).toConstantValue({ lookup });
  container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(storage);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { useCase: container.get(StoreClientIp), storage, warn };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('StoreClientIp', () => {
  it('stores the address found under ipClient, silently', async () => {
    const { useCase, storage, warn } = setUp(async () => '2001:db8::7');
    await useCase.execute();
    expect(storage.values.get(storageKeys.ipClient)).toBe('2001:db8::7');
    expect(storageKeys.ipClient).toBe('ipClient');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns with the spec’s message and resolves when no service answered', async () => {
    const { useCase, storage, warn } = setUp(async () => null);
    await expect(useCase.execute()).resolves.toBeUndefined();
    expect(storage.values.has(storageKeys.ipClient)).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Could not get the public IP address');
  });

  it('resolves even when the lookup throws', async () => {
    const { useCase, warn } = setUp(async () => {
      throw new Error('bug in an adapter');
    });
    await expect(useCase.execute()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Could not get the public IP address');
  });

  it('drops an address stored on an earlier visit when today’s cannot be found', async () => {
    const { useCase, storage } = setUp(async () => null);
    storage.set(storageKeys.ipClient, '198.51.100.20');
    await useCase.execute();
    expect(storage.get(storageKeys.ipClient)).toBeNull();
  });

  it('replaces an earlier address with today’s', async () => {
    const { useCase, storage } = setUp(async () => '203.0.113.9');
    storage.set(storageKeys.ipClient, '198.51.100.20');
    await useCase.execute();
    expect(storage.get(storageKeys.ipClient)).toBe('203.0.113.9');
  });
});

describe('StoreClientIp.clientIp (for the payment request)', () => {
  it('is the address stored by the startup lookup', async () => {
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

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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionWebKeyValueStorage, WebKeyValueStorage } from '@/infrastructure/storage/web-key-value-storage.adapter';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** A storage as Safari's private mode or a full quota leaves it: reads fine, writes throw. */
function hostileStorage(overrides: Partial<Storage>): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: () => null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    ...overrides,
  };
}

const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

describe('WebKeyValueStorage', () => {
  it('keeps values in localStorage, where other tabs and the payment return can read them', () => {
    const storage = new WebKeyValueStorage();
    storage.set('requestId', '12345');
    expect(localStorage.getItem('requestId')).toBe('12345');
    expect(storage.get('requestId')).toBe('12345');
    storage.remove('requestId');
    expect(localStorage.getItem('requestId')).toBeNull();
    expect(storage.get('requestId')).toBeNull();
  });

  it('reads what an earlier visit stored', () => {
    localStorage.setItem('estadoPago', 'PENDING');
    expect(new WebKeyValueStorage().get('estadoPago')).toBe('PENDING');
  });

  it('falls back to memory when even touching localStorage throws (blocked storage)', () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const storage = new WebKeyValueStorage();
    expect(() => storage.set('ipClient', '203.0.113.7')).not.toThrow();
    expect(storage.get('ipClient')).toBe('203.0.113.7');
    storage.remove('ipClient');
    expect(storage.get('ipClient')).toBeNull();
  });

  it('falls back to memory when writes throw from the start (private mode)', () => {
    vi.stubGlobal('localStorage', hostileStorage({ setItem: quotaExceeded }));
    const storage = new WebKeyValueStorage();
    storage.set('documentNumber', '1020304050');
    expect(storage.get('documentNumber')).toBe('1020304050');
  });

  it('keeps a value in memory when one write fails later (quota full), and it wins over the stale copy', () => {
    let full = false;
    const web = hostileStorage({});
    const write = web.setItem.bind(web);
    web.setItem = (key, value) => (full ? quotaExceeded() : write(key, value));
    vi.stubGlobal('localStorage', web);

    const storage = new WebKeyValueStorage();
    storage.set('requestId', 'viejo');
    full = true;
    storage.set('requestId', 'nuevo');
    expect(web.getItem('requestId')).toBe('viejo');
    expect(storage.get('requestId')).toBe('nuevo');
    storage.remove('requestId');
    expect(storage.get('requestId')).toBeNull();
    expect(web.getItem('requestId')).toBeNull();
  });

  it('answers null when reads throw', () => {
    vi.stubGlobal('localStorage', hostileStorage({ getItem: () => quotaExceeded() }));
    expect(new WebKeyValueStorage().get('isExpired')).toBeNull();
  });
});

describe('SessionWebKeyValueStorage', () => {
  it('keeps values in sessionStorage, which dies with the tab, and never in localStorage', () => {
    const storage = new SessionWebKeyValueStorage();
    storage.set('documentNumber', '43512876');
    expect(sessionStorage.getItem('documentNumber')).toBe('43512876');
    expect(localStorage.getItem('documentNumber')).toBeNull();
    expect(storage.get('documentNumber')).toBe('43512876');
    storage.remove('documentNumber');
    expect(sessionStorage.getItem('documentNumber')).toBeNull();
  });

  it('does not read what localStorage holds', () => {
    localStorage.setItem('documentType', 'CE');
    expect(new SessionWebKeyValueStorage().get('documentType')).toBeNull();
  });

  it('falls back to memory when sessionStorage refuses writes (private mode)', () => {
    vi.stubGlobal('sessionStorage', hostileStorage({ setItem: quotaExceeded }));
    const storage = new SessionWebKeyValueStorage();
    storage.set('documentType', 'CC');
    expect(storage.get('documentType')).toBe('CC');
    expect(localStorage.getItem('documentType')).toBeNull();
  });
});

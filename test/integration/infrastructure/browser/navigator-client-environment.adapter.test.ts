import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientEnvironment } from '@/application/shared/client-environment.port';
import { NavigatorClientEnvironment } from '@/infrastructure/browser/navigator-client-environment.adapter';
import { createTestContainer } from '@test/support/test-container';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NavigatorClientEnvironment', () => {
  it('reads the browser’s user agent', () => {
    expect(new NavigatorClientEnvironment().userAgent()).toBe(navigator.userAgent);
    expect(navigator.userAgent).not.toBe('');
  });

  it('is empty where there is no navigator or no user agent', () => {
    vi.stubGlobal('navigator', undefined);
    expect(new NavigatorClientEnvironment().userAgent()).toBe('');
    vi.stubGlobal('navigator', {});
    expect(new NavigatorClientEnvironment().userAgent()).toBe('');
  });

  it('is what the payments module binds to the port', () => {
    expect(createTestContainer().get<ClientEnvironment>(ClientEnvironment)).toBeInstanceOf(NavigatorClientEnvironment);
  });
});

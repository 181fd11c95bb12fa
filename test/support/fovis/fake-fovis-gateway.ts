import type { Container } from 'inversify';
import { vi } from 'vitest';
import { FovisGateway } from '@/application/fovis/fovis-gateway.port';
import { noAnswer } from '@test/support/gateway-answers';

export { answer, noAnswer } from '@test/support/gateway-answers';

type Methods = { [K in keyof FovisGateway]: FovisGateway[K] };

/**
 * A FovisGateway whose every method is a spy answering a network failure unless the test says
 * otherwise, so an unexpected call shows up as the failure path, never as a hang.
 */
export function fakeFovisGateway(overrides: Partial<Methods> = {}) {
  const failing = () => vi.fn(async () => noAnswer<never>());
  return {
    getPostulationInfo: failing(),
    getCertificate: failing(),
    sendDocument: failing(),
    ...Object.fromEntries(Object.entries(overrides).map(([name, impl]) => [name, vi.fn(impl)])),
  } as { [K in keyof Methods]: ReturnType<typeof vi.fn<Methods[K]>> };
}

/** Binds (or rebinds) the port to `gateway` in a test's container. */
export function bindFovisGateway(container: Container, gateway: FovisGateway): void {
  if (container.isBound(FovisGateway)) container.unbind(FovisGateway);
  container.bind<FovisGateway>(FovisGateway).toConstantValue(gateway);
}

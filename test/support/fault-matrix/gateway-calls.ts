import type { Container } from 'inversify';
import type { FaultMatrixRow } from './fault-matrix.model';

// Every gateway port of the application, found by its file (src/application/<feature>/<feature>-gateway.port.ts):
// the symbol each one exports is the port the container binds its adapter to.
const portFiles = import.meta.glob<Readonly<Record<string, unknown>>>('/src/application/*/*-gateway.port.ts', { eager: true });

export const gatewayPorts: readonly symbol[] = Object.values(portFiles).flatMap((file) =>
  Object.values(file).filter((value): value is symbol => typeof value === 'symbol'),
);

/** The methods along `gateway`'s prototype chain, up to (not including) Object's. */
function methodsOf(gateway: object): string[] {
  const names = new Set<string>();
  for (let prototype: unknown = Object.getPrototypeOf(gateway); prototype !== null && prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype)) {
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const { value } = Object.getOwnPropertyDescriptor(prototype, name) ?? {};
      if (name !== 'constructor' && typeof value === 'function') names.add(name);
    }
  }
  return [...names];
}

/**
 * Every call of every gateway, as `<Port>.<method>` (the rows' `call`): the methods of the adapter the
 * container binds to each port. An adapter implements its port and keeps its helpers as module
 * functions, so its methods are the port's calls: a call added to a port is here without a list.
 */
export function gatewayCalls(container: Container, ports: readonly symbol[] = gatewayPorts): string[] {
  return ports.flatMap((port) => methodsOf(container.get<object>(port)).map((method) => `${port.description ?? String(port)}.${method}`));
}

/** The gateway calls no row of the matrix runs. */
export const callsWithoutRow = (calls: readonly string[], rows: readonly FaultMatrixRow<unknown>[]): string[] =>
  calls.filter((call) => !rows.some((row) => row.call === call));

/** The rows that name a gateway port but a call it does not make (renamed or removed). */
export function rowsWithoutCall(calls: readonly string[], rows: readonly FaultMatrixRow<unknown>[], ports: readonly symbol[] = gatewayPorts): string[] {
  const portNames = new Set(ports.map((port) => port.description));
  return rows.map((row) => row.call).filter((call) => portNames.has(call.split('.')[0]) && !calls.includes(call));
}

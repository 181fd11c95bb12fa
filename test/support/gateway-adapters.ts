// Every HTTP adapter of a gateway port, found by its file (src/infrastructure/api/<feature>/axios-<feature>.gateway.ts),
// and the calls they make: each adapter's methods, one per call of its port.
const adapterFiles = import.meta.glob<Readonly<Record<string, unknown>>>('/src/infrastructure/api/*/axios-*.gateway.ts', { eager: true });

type Adapter = abstract new (...args: never[]) => object;

const isAdapter = (value: unknown): value is Adapter => typeof value === 'function' && /^Axios\w+Gateway$/.test(value.name);

/** Every gateway adapter class. */
export const gatewayAdapters: readonly Adapter[] = Object.values(adapterFiles).flatMap((file) => Object.values(file).filter(isAdapter));

/** The methods an adapter declares: the calls of its port. */
const methodsOf = (adapter: Adapter): string[] => Object.getOwnPropertyNames(adapter.prototype).filter((name) => name !== 'constructor');

/** Every call the portal makes to the fund's API, by the gateway method's name (the contract's operationId). */
export const gatewayMethodNames: readonly string[] = gatewayAdapters.flatMap(methodsOf);

import { businessCode, loadContractSync } from '../../scripts/api-contract/contract.mjs';

/** One example of an operation's 200 answer in the contract (docs/api/openapi.yaml). */
export interface ContractExample {
  /** The example's key under `examples`. */
  readonly name: string;
  /** The body, as the contract writes it. */
  readonly body: Readonly<Record<string, unknown>>;
  /** Its business code as the portal reads it (`code`, `responseCode`, `data.code`), or null. */
  readonly code: number | null;
}

type Node = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The examples of `operationId`'s 200 answer, in the contract's order: tests serve them as the fund's answers,
 * so a code, a field or an example is written once, in the contract, and every level's test reads it from there.
 * Throws when the operation is not in the contract or has no example.
 */
export function contractExamples(operationId: string): readonly ContractExample[] {
  const paths = loadContractSync().document.paths;
  const operations = Object.values(isNode(paths) ? paths : {}).flatMap((item) => (isNode(item) ? Object.values(item) : []));
  const operation = operations.find((candidate) => isNode(candidate) && candidate.operationId === operationId);
  if (!isNode(operation)) throw new Error(`${operationId} is not an operation of docs/api/openapi.yaml`);
  const ok = isNode(operation.responses) ? operation.responses['200'] : undefined;
  const json = isNode(ok) && isNode(ok.content) ? ok.content['application/json'] : undefined;
  const examples = isNode(json) && isNode(json.examples) ? json.examples : {};
  const found = Object.entries(examples).flatMap(([name, example]) =>
    isNode(example) && isNode(example.value) ? [{ name, body: example.value, code: businessCode(example.value) }] : [],
  );
  if (found.length === 0) throw new Error(`${operationId} has no example of its 200 answer in docs/api/openapi.yaml`);
  return found;
}

/**
 * The first example of `operationId`'s 200 answer with business code `code`; throws when there is none.
 * `Body` names the answer schema's wire type (`Parameters<typeof read…>[0]`): the contract's lint checks every
 * example against its schema, so the example is that type.
 */
export function contractExample<Body = Readonly<Record<string, unknown>>>(operationId: string, code: number): ContractExample & { readonly body: Body } {
  const example = contractExamples(operationId).find((candidate) => candidate.code === code);
  if (!example) throw new Error(`docs/api/openapi.yaml has no example of ${operationId} with code ${code}`);
  return example as ContractExample & { readonly body: Body };
}

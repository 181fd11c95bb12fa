/** One operation of the fund's API as the contract lists it. */
export interface ContractOperation {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, e.g. '/api/v1/subsidies/{kind}'. */
  readonly path: string;
  /** The operation's first tag ('Certificates', 'FOVIS', ...). */
  readonly tag: string;
  /** True when the operation's security requires the bearer token (no anonymous alternative). */
  readonly requiresToken: boolean;
  readonly parameters: readonly ContractParameter[];
  readonly requestBodyRequired: boolean;
  /** The business codes the operation names (`x-business-codes` and its companions), or null when it lists none. */
  readonly businessCodes: BusinessCodes | null;
}

/** Where the business code is read first (`x-code-order`), as the portal's gateways read it. */
export type CodeOrder = 'code-first' | 'responseCode-first' | 'data-code-first';

export interface BusinessCodes {
  /** `x-business-codes`, in the contract's order. */
  readonly named: readonly number[];
  readonly order: CodeOrder;
  /** `x-business-codes-optional`: an answer without any code is the answer itself. */
  readonly optional: boolean;
  /** `x-business-codes-open`: any other code is the operation's own other outcome, never outside the contract. */
  readonly open: boolean;
  /** `x-business-message`: a body whose `message` is this text is named whatever its code. */
  readonly message: string | null;
}

export interface ContractParameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: Readonly<Record<string, unknown>>;
}

/** An answer as it arrived: `body` is the parsed JSON, or the raw text when it is not JSON. */
export interface Answer {
  readonly status: number;
  readonly contentType?: string | null;
  readonly body: unknown;
}

export type Verdict =
  | {
      readonly ok: true;
      /** The response key that matched: '200', '422', '4XX', 'default'... */
      readonly response: string;
      /** The readings the answer shows ('code-in-body', 'code-mirrored', 'list-bare', 'list-nested', ...). */
      readonly readings: readonly string[];
    }
  | {
      readonly ok: false;
      /** A JSON pointer into the body; '' for the body itself. */
      readonly pointer: string;
      /** What the contract expected there, in words. */
      readonly expected: string;
      /** One line. */
      readonly message: string;
    };

export interface Contract {
  /** The bundled OpenAPI document. */
  readonly document: Readonly<Record<string, unknown>>;
  readonly operations: readonly ContractOperation[];
  /** The operation whose method and path template match, or null. */
  findOperation(method: string, concretePath: string): ContractOperation | null;
  validateAnswer(operationId: string, answer: Answer): Verdict;
}

/** The contract bundled by Redocly CLI and compiled by Ajv (2020-12). */
export declare function loadContract(options?: { contractPath?: string }): Promise<Contract>;
/** The same, synchronously, bundled once per path and process. */
export declare function loadContractSync(options?: { contractPath?: string }): Contract;
/** The business code as the portal reads it (`code`, `responseCode`, `data.code`, the first present), or null. */
export declare function businessCode(body: unknown): number | null;

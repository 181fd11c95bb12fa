export declare class Refusal extends Error {
  constructor(message: string);
}
export interface Words {
  readonly feature: string;
  readonly slug: string;
  readonly name: string;
}
export interface Names {
  readonly feature: string;
  readonly Feature: string;
  readonly slug: string;
  readonly name: string;
  readonly Name: string;
  readonly camel: string;
  readonly title: string;
  readonly routePath: string;
  readonly apiPath: string;
  readonly pageModule: string;
  readonly method: string;
  readonly useCase: string;
  readonly viewModel: string;
  readonly page: string;
  readonly answer: string;
  readonly reader: string;
}
export declare function checkWords(words: Partial<Words>): void;
export declare function pascalOf(kebab: string): string;
export declare function camelOf(kebab: string): string;
export declare function titleOf(slug: string): string;
export interface Options {
  /** The call's path (`--path`). */
  readonly apiPath?: string;
  /** The page's Spanish title (`--title`). */
  readonly title?: string;
}
export declare function checkOptions(options: Options): void;
export declare function namesOf(words: Words & Options & { readonly prefix?: string }): Names;

import type { Names } from './names.mjs';
type WithData = Names & { readonly dataFile: string };
export declare function sandboxTest(names: WithData): string;
export declare function outcomesTest(names: Names): string;
export declare function useCaseTest(names: Names): string;
export declare function viewModelTest(names: Names): string;
export declare function gatewayTest(names: Names): string;
export declare function pageTest(names: WithData): string;

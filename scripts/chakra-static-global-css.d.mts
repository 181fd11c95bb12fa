import type { Plugin } from 'vite';
export declare const CHAKRA_SYSTEM_MODULE: RegExp;
export declare const RUNTIME_GLOBAL_STATEMENT: string;
export declare const STATIC_GLOBAL_STATEMENT: string;
export declare const PREFLIGHT_IMPORT: string;
export declare const NO_PREFLIGHT: string;
/** Chakra's system module without its runtime global styles; throws when Chakra's code changed. */
export declare function withoutRuntimeGlobalCss(code: string): string;
/** The Vite plugin: production builds only. */
export declare function chakraStaticGlobalCss(): Plugin;

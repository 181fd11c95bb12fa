import type { Plugin } from 'vite';
/** The precompressed copy a browser sending `acceptEncoding` gets for `urlPath` under `root`, or null. */
export declare function precompressedCopy(
  root: string,
  urlPath: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: 'br' | 'gzip'; type: string } | null;
/** nginx's Cache-Control for `urlPath` (the hashed assets: a year, immutable), or null. */
export declare function cacheControlFor(urlPath: string): string | null;
/** `vite preview` serving file.br / file.gz as nginx's brotli_static and gzip_static do. */
export declare function precompressedPreviewPlugin(): Plugin;

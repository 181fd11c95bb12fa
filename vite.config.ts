import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sandbox } from './sandbox/vite-plugin';

// The sandbox (fund API, identity provider, payment checkout, IP echo) is mounted by a
// plugin in dev and preview only; src never imports it, so `vite build` output has none of it.
export default defineConfig({
  plugins: [react(), sandbox()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Inversify and class-validator use legacy decorators with parameter metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
          setupFiles: ['test/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'happy-dom',
          include: ['test/integration/**/*.test.{ts,tsx}', 'test/lint/**/*.test.ts'],
          setupFiles: ['test/setup/integration.ts'],
        },
      },
    ],
  },
});

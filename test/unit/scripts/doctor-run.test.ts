import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../scripts/doctor.mjs';
import { formatReport, runDoctor } from '../../../scripts/doctor/run.mjs';
import type { DoctorReport } from '../../../scripts/doctor/run.d.mts';

// The doctor's command and run: its arguments, the order and skipping of sections, a section's own
// bug kept to one line, and the report as a person reads it. The sections themselves are tested
// in their own files and, end to end against nginx, in test/e2e/production-server-doctor.spec.ts.

/** A stream that keeps what is written to it. */
function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

/** A server that answers nothing useful: every address a 404 page. */
const nothing: typeof fetch = () => Promise.resolve(new Response('<!doctype html><title>404</title>', { status: 404, headers: { 'Content-Type': 'text/html' } }));

/** A port of this machine nobody listens on: the sections that open their own connections (TLS, the Observatory) meet a refusal, never the internet. */
let closed = '';
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  closed = `https://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

describe('npm run doctor', () => {
  it('a bad command exits 2 with the usage; --help exits 0', async () => {
    for (const argv of [[], ['https://a.example', 'https://b.example'], ['portal.caja.example'], ['ftp://portal.caja.example'], ['https://a.example', '--timeout', 'pronto'], ['https://a.example', '--http-port', '70000'], ['https://a.example', '--color']]) {
      const out = sink();
      const err = sink();
      expect(await main(argv, { stdout: out.stream, stderr: err.stream, fetch: nothing }), argv.join(' ')).toBe(2);
      expect(err.text()).toContain('Uso: npm run doctor -- <dirección del portal>');
      expect(out.text()).toBe('');
    }
    const out = sink();
    expect(await main(['--help'], { stdout: out.stream })).toBe(0);
    expect(out.text()).toContain('--config <archivo>');
  });

  it('a deployment that answers nothing exits 1; the sections that need config.json say they were not checked', async () => {
    const out = sink();
    expect(await main([`${closed}/cualquier/ruta`, '--json', '--http-port', '1'], { stdout: out.stream, fetch: nothing })).toBe(1);
    const report = JSON.parse(out.text()) as DoctorReport;
    expect(report.portal).toBe(closed);
    expect(report.config).toBe(`${closed}/config.json`);
    expect(report.sections.find((section) => section.title === 'config.json')?.checks).toEqual([
      {
        status: 'fail',
        id: 'config-read',
        message: `config.json: ${closed}/config.json responde 404; debe responder 200 con el config.json del entorno.`,
        doc: 'docs/configuration.md#how-it-is-loaded',
      },
    ]);
    for (const title of ['Proveedor de identidad', 'API', 'Otros orígenes']) {
      expect(report.sections.find((section) => section.title === title)?.checks.map((check) => check.status)).toEqual(['warn']);
    }
  });

  it('runs the sections in order; one that throws is one ✗ and the others still run', async () => {
    const report = await runDoctor({
      portal: new URL(closed),
      fetch: nothing,
      sections: [
        ['Roto', () => Promise.reject(new Error('un error del doctor')), false],
        ['Sano', () => Promise.resolve([{ status: 'ok', id: 'sano', message: 'bien', doc: 'docs/go-live.md' }]), false],
        ['Con configuración', () => Promise.resolve([]), true],
      ],
    });
    expect(report.sections.map((section) => section.title)).toEqual(['Páginas', 'Archivos', 'config.json', 'Roto', 'Sano', 'Con configuración']);
    expect(report.sections[3]?.checks[0]).toMatchObject({ status: 'fail', id: 'doctor-error', message: expect.stringContaining('un error del doctor') });
    expect(report.sections[4]?.checks).toEqual([{ status: 'ok', id: 'sano', message: 'bien', doc: 'docs/go-live.md' }]);
    expect(report.sections[5]?.checks[0]?.status).toBe('warn');
    expect(report.exitCode).toBe(1);
  });

  it('prints one line per check, the doc section after each ⚠ and ✗, the counts and the verdict', () => {
    const report: DoctorReport = {
      portal: 'https://portal.caja.example',
      config: 'config.json',
      sections: [
        {
          title: 'TLS',
          checks: [
            { status: 'ok', id: 'a', message: 'El certificado es de confianza.', doc: 'docs/deployment.md#tls' },
            { status: 'warn', id: 'b', message: 'Redirige con 302.', doc: 'docs/deployment.md#tls' },
          ],
        },
      ],
      counts: { ok: 1, warn: 1, fail: 0 },
      exitCode: 0,
    };
    expect(formatReport(report)).toBe(
      [
        'Doctor del despliegue: https://portal.caja.example',
        'Configuración comprobada: config.json',
        '',
        'TLS',
        '  ✓ El certificado es de confianza.',
        '  ⚠ Redirige con 302.  → docs/deployment.md#tls',
        '',
        'Resumen: 1 ✓, 1 ⚠, 0 ✗',
        'Resultado: el despliegue cumple; revise los avisos (⚠).',
        '',
      ].join('\n'),
    );
    const failing = { ...report, counts: { ok: 1, warn: 0, fail: 2 }, exitCode: 1 as const };
    expect(formatReport(failing)).toContain('Resultado: hay 2 problemas (✗) que corregir antes de publicar; cada línea nombra la sección de la documentación que dice cómo.');
  });
});

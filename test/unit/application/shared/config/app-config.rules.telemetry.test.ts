import { describe, expect, it } from 'vitest';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';
import { problemsOf, validJson, withField } from '@test/support/config/app-config-json';

// `telemetry` (docs/telemetry.md): optional; off without the section, with null or with an empty
// endpoint; else a secure endpoint (as the API's) and a sample rate from 0 to 1.

const withTelemetry = (telemetry: unknown) => withField('telemetry', telemetry);
const telemetryOf = (input: unknown, origin?: string) => {
  const result = validateAppConfig(input, origin === undefined ? {} : { origin });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value.telemetry;
};

describe('validateAppConfig: telemetry', () => {
  it('is off (null) without the section, with null and with an empty endpoint', () => {
    expect(telemetryOf(withTelemetry(undefined))).toBeNull();
    expect(telemetryOf(withTelemetry(null))).toBeNull();
    expect(telemetryOf(withTelemetry({ endpoint: '', sampleRate: 1 }))).toBeNull();
  });

  it('keeps a secure endpoint and the sample rate, resolving a root-relative endpoint on the page origin', () => {
    expect(telemetryOf(withTelemetry({ endpoint: 'https://metricas.caja.example/v1/portal', sampleRate: 0.25 }))).toEqual({
      endpoint: 'https://metricas.caja.example/v1/portal',
      sampleRate: 0.25,
    });
    expect(telemetryOf(withTelemetry({ endpoint: '/sandbox/telemetria/registros', sampleRate: 1 }), 'https://portal.caja.example')).toEqual({
      endpoint: 'https://portal.caja.example/sandbox/telemetria/registros',
      sampleRate: 1,
    });
    expect(telemetryOf(withTelemetry({ endpoint: 'http://localhost:4318/registros', sampleRate: 0 }))?.sampleRate).toBe(0);
  });

  it.each(['http://metricas.caja.example/v1', 'http://localhost.evil.com/v1'])('refuses the insecure endpoint %s', (endpoint) => {
    expect(problemsOf(withTelemetry({ endpoint, sampleRate: 1 }))).toEqual([{ path: 'telemetry.endpoint', issue: 'insecureUrl' }]);
  });

  it.each(['metricas', '//metricas.caja.example', 'ftp://metricas.caja.example', 'javascript:alert(1)'])('refuses %j as an endpoint', (endpoint) => {
    expect(problemsOf(withTelemetry({ endpoint, sampleRate: 1 }))).toEqual([{ path: 'telemetry.endpoint', issue: 'notUrl' }]);
  });

  it.each([-0.1, 1.01, Number.NaN, '0.5', null, true])('refuses the sample rate %j', (sampleRate) => {
    expect(problemsOf(withTelemetry({ endpoint: '/registros', sampleRate }))).toEqual([{ path: 'telemetry.sampleRate', issue: 'notFraction' }]);
  });

  it('needs both fields, and names each problem with the rest of the file', () => {
    const json = withTelemetry({ endpoint: 'http://metricas.caja.example' });
    json.requestTimeoutMs = 0;
    expect(problemsOf(json)).toEqual([
      { path: 'requestTimeoutMs', issue: 'notPositiveInteger' },
      { path: 'telemetry.endpoint', issue: 'insecureUrl' },
      { path: 'telemetry.sampleRate', issue: 'missing' },
    ]);
    expect(problemsOf(withTelemetry('https://metricas.caja.example'))).toEqual([{ path: 'telemetry', issue: 'notObject' }]);
  });

  it('drops unknown fields of the section', () => {
    const json = validJson();
    json.telemetry = { endpoint: '/registros', sampleRate: 0.5, userId: 'x' };
    expect(telemetryOf(json)).toEqual({ endpoint: '/registros', sampleRate: 0.5 });
  });
});

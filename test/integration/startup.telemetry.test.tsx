import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import { Identity } from '@/application/shared/session/identity.port';
import { FieldTelemetry, type PageViewTelemetry } from '@/application/shared/telemetry/field-telemetry.port';
import { createContainer } from '@/container';
import { startFieldTelemetry, startPortal } from '@/startup';
import { FakeIdentity } from '@test/support/fake-identity';
import { server } from '@test/support/msw-server';
import { RecordingLogger } from '@test/support/recording-logger';
import { testConfig } from '@test/support/test-config';

// The start asks for the public IP beside the telemetry; any answer will do here.
beforeEach(() => server.use(http.get('*/sandbox/ip', () => HttpResponse.json({ ip: '203.0.113.7' }))));
afterEach(() => window.history.replaceState(null, '', '/'));

const workerPath = '/certificados/certificado-afiliacion-trabajador';
const telemetryOn: Partial<AppConfig> = { telemetry: { endpoint: 'https://metricas.caja.example/v1', sampleRate: 1 } };

/** A container over `config` whose FieldTelemetry records what it is asked to start. */
function containerWith(config: Partial<AppConfig>) {
  const started: PageViewTelemetry[] = [];
  const container = createContainer(testConfig(config));
  container.rebind(Identity).toConstantValue(new FakeIdentity());
  container.rebind(FieldTelemetry).toConstantValue({ start: (pageView: PageViewTelemetry) => (started.push(pageView), Promise.resolve()) });
  return { container, started };
}

describe('startFieldTelemetry (the production step)', () => {
  it('starts with the endpoint and the route patterns, never the address: no query, no document number', async () => {
    const { container, started } = containerWith(telemetryOn);
    startFieldTelemetry(container, `http://localhost${workerPath}?tipoDoc=CC&numDoc=1037600123#paso-2`);
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toMatchObject({ endpoint: 'https://metricas.caja.example/v1', landingRoute: workerPath });

    window.history.replaceState(null, '', '/certificados/1037600123?numDoc=1037600123');
    expect(started[0]?.currentRoute()).toBe('/*');
    window.history.replaceState(null, '', '/pagos-en-linea?documento=1037600123');
    expect(started[0]?.currentRoute()).toBe('/pagos-en-linea');
  });

  it('starts nothing without the section, or with a sample rate of 0', async () => {
    for (const config of [{ telemetry: null }, { telemetry: { endpoint: 'https://metricas.caja.example/v1', sampleRate: 0 } }]) {
      const { container, started } = containerWith(config);
      startFieldTelemetry(container, 'http://localhost/');
      await Promise.resolve();
      expect(started).toEqual([]);
    }
  });
});

describe('startPortal and the telemetry', () => {
  it('starts it with the work after the first screen, never before the first render', async () => {
    const order: string[] = [];
    let later: (() => void) | null = null;
    const { container } = containerWith(telemetryOn);
    const element = document.body.appendChild(document.createElement('div'));
    await act(() =>
      startPortal(createRoot(element), `http://localhost${workerPath}`, new RecordingLogger(), {
        loadConfig: async () => ({ ok: true, value: testConfig(telemetryOn) }),
        createContainer: () => container,
        renderApp: () => void order.push('render'),
        afterFirstScreen: (task) => {
          order.push('scheduled');
          later = task;
        },
        startTelemetry: (given, address) => {
          expect(given).toBe(container);
          order.push(`telemetry ${new URL(address).pathname}`);
        },
      }),
    );
    expect(order).toEqual(['render', 'scheduled']);
    (later as (() => void) | null)?.();
    expect(order).toEqual(['render', 'scheduled', `telemetry ${workerPath}`]);
    element.remove();
  });
});

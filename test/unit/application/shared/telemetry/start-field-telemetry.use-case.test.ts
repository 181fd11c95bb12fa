import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { FieldTelemetry } from '@/application/shared/telemetry/field-telemetry.port';
import { StartFieldTelemetry } from '@/application/shared/telemetry/start-field-telemetry.use-case';
import { testConfig } from '@test/support/test-config';

const routes = { landing: '/certificados', current: () => '/certificados' };

function useCase(telemetry: AppConfig['telemetry'], start: FieldTelemetry['start'] = vi.fn(() => Promise.resolve())) {
  const port: FieldTelemetry = { start };
  return { startTelemetry: new StartFieldTelemetry(testConfig({ telemetry }), port), start: port.start };
}

describe('StartFieldTelemetry', () => {
  it('without a telemetry section starts nothing and draws nothing', async () => {
    const random = vi.fn(() => 0);
    const { startTelemetry, start } = useCase(null);
    await expect(startTelemetry.execute(routes, random)).resolves.toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(random).not.toHaveBeenCalled();
  });

  it.each([
    [1, 0.999_999, true],
    [0.25, 0.249_9, true],
    [0.25, 0.25, false],
    [0.25, 0.9, false],
    [0, 0, false],
  ])('with a sample rate of %d and a draw of %d starts: %s', async (sampleRate, draw, expected) => {
    const { startTelemetry, start } = useCase({ endpoint: 'https://metricas.caja.example/v1', sampleRate });
    await expect(startTelemetry.execute(routes, () => draw)).resolves.toBe(expected);
    expect(start).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it('hands the adapter the endpoint and the route patterns', async () => {
    const { startTelemetry, start } = useCase({ endpoint: 'https://metricas.caja.example/v1', sampleRate: 1 });
    await startTelemetry.execute(routes, () => 0);
    expect(start).toHaveBeenCalledWith({ endpoint: 'https://metricas.caja.example/v1', landingRoute: '/certificados', currentRoute: routes.current });
  });

  it('draws once per page view: sampled out with a fraction, it stays out for that call', async () => {
    const draws = [0.9, 0.1];
    const { startTelemetry, start } = useCase({ endpoint: '/registros', sampleRate: 0.5 });
    await expect(startTelemetry.execute(routes, () => draws.shift()!)).resolves.toBe(false);
    expect(draws).toEqual([0.1]);
    expect(start).not.toHaveBeenCalled();
  });

  it('never rejects when the adapter’s code cannot be loaded (offline)', async () => {
    const { startTelemetry } = useCase({ endpoint: '/registros', sampleRate: 1 }, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(startTelemetry.execute(routes, () => 0)).resolves.toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { FrequentQuestionsAnswer } from '@/application/payments/payments-gateway.port';
import { LoadFrequentQuestions } from '@/application/payments/load-frequent-questions.use-case';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { answer, bindPaymentsGateway, fakePaymentsGateway, noAnswer } from '@test/support/payments/fake-payments-gateway';
import { createTestContainer } from '@test/support/test-container';

const pdf = 'JVBERi0xLjcKJcfsj6IK';

function loadWith(result: GatewayAnswer<FrequentQuestionsAnswer>) {
  const container = createTestContainer();
  bindPaymentsGateway(container, fakePaymentsGateway({ getFrequentQuestions: async () => result }));
  return container.get(LoadFrequentQuestions).execute();
}

describe('LoadFrequentQuestions', () => {
  it('responseCode 0 with a PDF is ready, under the default name', async () => {
    await expect(loadWith(answer(0, { binary: pdf, name: null }))).resolves.toEqual({
      kind: 'ready',
      document: { name: 'preguntas-frecuentes.pdf', binary: pdf },
    });
  });

  it('keeps the name the answer gives, and drops line breaks from the base64', async () => {
    await expect(loadWith(answer(0, { binary: `${pdf.slice(0, 8)}\n${pdf.slice(8)}`, name: ' Preguntas frecuentes.pdf ' }))).resolves.toEqual({
      kind: 'ready',
      document: { name: 'Preguntas frecuentes.pdf', binary: pdf },
    });
  });

  it.each([
    ['no PDF', null],
    ['an HTML page', btoa('<html><body>Error</body></html>')],
    ['not base64', 'no es base64!'],
  ])('a 0 with %s is a system error', async (_name, binary) => {
    await expect(loadWith(answer(0, { binary, name: null }))).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([1, 200, 987, null])('code %s is a system error', async (code) => {
    await expect(loadWith(answer(code, { binary: pdf, name: null }))).resolves.toEqual({ kind: 'systemError' });
  });

  it('no answer is a system error', async () => {
    await expect(loadWith(noAnswer('timeout'))).resolves.toEqual({ kind: 'systemError' });
  });
});

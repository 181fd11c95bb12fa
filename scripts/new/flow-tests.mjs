// The tests one flow writes, at each level (docs/architecture.md, "Tests"): the use case and the view
// model with the feature's fake gateway, the gateway against msw, the page over the sandbox's handlers,
// and the sandbox handler itself. Each fails when the behaviour it names breaks.

/** The sandbox handler's test. */
export const sandboxTest = (n) => `import { describe, expect, it } from 'vitest';
import { callsAsPersona } from '@test/support/sandbox/persona-calls';

// GET ${n.apiPath} over msw/node: every persona's summary, 401 without a token.

const call = callsAsPersona<'GET'>('http://localhost${n.apiPath.slice(0, n.apiPath.lastIndexOf('/'))}');
const path = '${n.apiPath.slice(n.apiPath.lastIndexOf('/') + 1)}';

describe('${n.apiPath}', () => {
  it.each(['maria', 'carlos', 'luz', 'jose'] as const)('%s: code 0 with the summary', async (who) => {
    const { status, body } = await call(who, 'GET', path);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ summary: expect.stringMatching(/\\S/) });
  });

  it('401 without a token', async () => {
    expect((await call(null, 'GET', path)).status).toBe(401);
  });
});
`;

/** The outcome table's test: its rows, what any other code reads as, and the reading beside it. */
export const outcomesTest = (n) => `import { describe, expect, it } from 'vitest';
import { ${n.camel}Outcome, ${n.camel}Outcomes } from '@/domain/${n.feature}/${n.name}.outcomes';

describe("${n.camel}Outcomes (/${n.routePath}, the contract's \`${n.method}\`)", () => {
  it("the table holds exactly the contract's rows; any other code is systemError", () => {
    expect(${n.camel}Outcomes.rows).toEqual({ 0: 'loaded' });
    expect(${n.camel}Outcomes.otherwise).toBe('systemError');
  });

  it.each([
    [0, 'loaded'],
    [1, 'systemError'],
    [7, 'systemError'],
    [422, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s with a summary -> %s', (code, outcome) => {
    expect(${n.camel}Outcomes.outcomeOf(code)).toBe(outcome);
    expect(${n.camel}Outcome(code, 'Resumen')).toBe(outcome);
  });

  it('code 0 without a readable summary is no summary to show: systemError', () => {
    expect(${n.camel}Outcome(0, null)).toBe('systemError');
  });
});
`;

export const useCaseTest = (n) => `import { describe, expect, it } from 'vitest';
import { ${n.useCase} } from '@/application/${n.feature}/load-${n.name}.use-case';
import type { ${n.answer} } from '@/application/${n.feature}/${n.feature}-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { answer, bind${n.Feature}Gateway, fake${n.Feature}Gateway, noAnswer } from '@test/support/${n.feature}/fake-${n.feature}-gateway';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

function loadWith(result: GatewayAnswer<${n.answer}>) {
  const container = createTestContainer(testConfig());
  const gateway = fake${n.Feature}Gateway({ ${n.method}: async () => result });
  bind${n.Feature}Gateway(container, gateway);
  return { run: () => container.get(${n.useCase}).execute(), gateway };
}

describe('${n.useCase}', () => {
  it('code 0 with a summary: loaded, asked once', async () => {
    const { run, gateway } = loadWith(answer(0, { summary: 'Resumen' }));
    await expect(run()).resolves.toEqual({ kind: 'loaded', summary: 'Resumen' });
    expect(gateway.${n.method}).toHaveBeenCalledOnce();
  });

  it.each([
    ['code 0 without a summary', answer<${n.answer}>(0, { summary: null })],
    ['a code the table does not name', answer<${n.answer}>(7, { summary: 'Resumen' })],
    ['no code', answer<${n.answer}>(null, { summary: 'Resumen' })],
    ['no answer', noAnswer<${n.answer}>('server')],
  ])('%s: system error', async (_name, result) => {
    await expect(loadWith(result).run()).resolves.toEqual({ kind: 'systemError' });
  });
});
`;

export const viewModelTest = (n) => `import { describe, expect, it } from 'vitest';
import type { ${n.answer} } from '@/application/${n.feature}/${n.feature}-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { ${n.viewModel} } from '@/presentation/${n.feature}/${n.slug}/${n.name}.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { answer, bind${n.Feature}Gateway, fake${n.Feature}Gateway, noAnswer } from '@test/support/${n.feature}/fake-${n.feature}-gateway';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

function viewModel(result: GatewayAnswer<${n.answer}>) {
  const container = createTestContainer(testConfig());
  const gateway = fake${n.Feature}Gateway({ ${n.method}: async () => result });
  bind${n.Feature}Gateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  return { vm: container.get(${n.viewModel}), gateway, ...feedback };
}

describe('${n.viewModel}', () => {
  it('code 0 -> shown, behind the loader, asked once however often load runs', async () => {
    const { vm, gateway, loader, ui } = viewModel(answer(0, { summary: 'Resumen' }));
    expect(vm.phase).toBe('loading');
    await Promise.all([vm.load(), vm.load()]);
    await vm.load();
    expect(vm.phase).toBe('shown');
    expect(vm.summary).toBe('Resumen');
    expect(gateway.${n.method}).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
    expect(ui.showSystemError).not.toHaveBeenCalled();
  });

  it.each([
    ['a code the table does not name', answer<${n.answer}>(7, { summary: 'Resumen' })],
    ['no answer', noAnswer<${n.answer}>('network')],
  ])("%s -> unavailable, 'Error del sistema' back to the home", async (_name, result) => {
    const { vm, ui } = viewModel(result);
    await vm.load();
    expect(vm.phase).toBe('unavailable');
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
  });
});
`;

export const gatewayTest = (n) => `import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ${n.Feature}Gateway } from '@/application/${n.feature}/${n.feature}-gateway.port';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { server } from '@test/support/msw-server';
import { faultHeaders } from '@test/support/setup/contract-guard';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

// How the ${n.feature} gateway sends GET ${n.apiPath} (${n.method} in docs/api/openapi.yaml) and reads
// its answer; every answer is checked against the contract unless it carries faultHeaders.

const url = 'http://localhost${n.apiPath}';

/** \`headers\`: \`faultHeaders\` for an answer outside the contract (${n.method}), which the contract guard then leaves be. */
function ${n.method}(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  let authorization: string | null = null;
  server.use(
    http.get(url, ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json(body, { headers });
    }),
  );
  const container = createTestContainer(testConfig());
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource('token'));
  const result = container.get<${n.Feature}Gateway>(${n.Feature}Gateway).${n.method}();
  return { result, authorization: () => authorization };
}

describe('Axios${n.Feature}Gateway.${n.method}', () => {
  it('sends the bearer token and reads code 0 with data.summary', async () => {
    const call = ${n.method}({ code: 0, data: { summary: 'Resumen' } });
    await expect(call.result).resolves.toEqual({ ok: true, code: 0, value: { summary: 'Resumen' } });
    expect(call.authorization()).toBe('Bearer token');
  });

  it('a summary that is not text, or no data, reads as null', async () => {
    const offContract = faultHeaders('off-contract');
    await expect(${n.method}({ code: 0, data: { summary: 7 } }, offContract).result).resolves.toEqual({ ok: true, code: 0, value: { summary: null } });
    await expect(${n.method}({ code: 5 }, offContract).result).resolves.toEqual({ ok: true, code: 5, value: { summary: null } });
    await expect(${n.method}({ code: 0, data: null }).result).resolves.toEqual({ ok: true, code: 0, value: { summary: null } });
  });
});
`;

export const pageTest = (n) => `import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sandboxState } from '@sandbox/api/sandbox-state';
import { ${n.camel}AnswerOf } from '@sandbox/data/${n.dataFile}';
import { server } from '@test/support/msw-server';
import { pageTestOptions } from '@test/support/page-test-support';
import { personas, renderSignedIn } from '@test/support/render-signed-in';

const path = '/${n.routePath}';

describe('${n.title} page', pageTestOptions, () => {
  it("María: the sandbox's summary under its heading", async () => {
    renderSignedIn(path, personas.maria);
    // The first test imports the page's chunk, transformed on the spot in a cold run: on a loaded
    // machine that takes longer than findPageTitle's wait.
    expect(await screen.findByRole('heading', { level: 1, name: '${n.title}' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Resumen' }, { timeout: 5000 })).toBeTruthy();
    const maria = sandboxState.findPersonaByUsername(personas.maria);
    expect(screen.getByText(${n.camel}AnswerOf(maria?.id ?? '').summary)).toBeTruthy();
  });

  it("a code the table does not name: 'Error del sistema', no summary", async () => {
    server.use(http.get('*${n.apiPath}', () => HttpResponse.json({ code: 7, data: { summary: 'Resumen' } })));
    renderSignedIn(path, personas.maria);
    // The dialog is a chunk of its own, first imported here.
    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Resumen', { ignore: 'h2' })).toBeNull();
  });
});
`;

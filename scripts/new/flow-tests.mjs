// The tests one flow writes, at each level (docs/architecture.md, "Tests"): the use case and the view
// model with the feature's fake gateway, the gateway against msw, the page over the sandbox's handlers,
// and the sandbox handler itself. Each fails when the behaviour it names breaks.

/**
 * The rows of the flow's outcome table as [code, outcome] and the notices among them, for the tests that
 * take one case per row: adding a row to the table adds its cases, with its example from the contract and its
 * text from the messages.
 */
const rowsOf = (n) => `const rows = Object.entries(${n.camel}Outcomes.rows).map(([code, outcome]) => [Number(code), outcome] as const);
const notices = rows.filter((row): row is readonly [number, ${n.Name}Notice] => row[1] !== 'loaded');
/** A code the table does not name. */
const unnamed = Math.max(0, ...rows.map(([code]) => code)) + 1;`;

/** The sandbox handler's test. */
export const sandboxTest = (n) => `import { describe, expect, it } from 'vitest';
import { ${n.camel}Outcomes } from '@/domain/${n.feature}/${n.name}.outcomes';
import { callsAsPersona, type Persona } from '@test/support/sandbox/persona-calls';
import { describeContractAnswers } from './contract-answers.cases';

// GET ${n.apiPath} over msw/node: each persona's answer (sandbox/data/${n.dataFile}.ts), every code of the
// outcome table answered to someone, each answer within the contract in both readings, 401 without a token.

const call = callsAsPersona<'GET'>('http://localhost${n.apiPath.slice(0, n.apiPath.lastIndexOf('/'))}');
const path = '${n.apiPath.slice(n.apiPath.lastIndexOf('/') + 1)}';
const everyone: readonly Persona[] = ['maria', 'carlos', 'luz', 'jose', 'diana', 'sergio'];

describe('${n.apiPath}', () => {
  it('answers each persona a code of the outcome table, and each of its codes to someone', async () => {
    const answers = await Promise.all(everyone.map((who) => call(who, 'GET', path)));
    expect(answers.map(({ status }) => status)).toEqual(everyone.map(() => 200));
    expect(new Set(answers.map(({ body }) => body.code))).toEqual(new Set(Object.keys(${n.camel}Outcomes.rows).map(Number)));
  });

  it('401 without a token', async () => {
    expect((await call(null, 'GET', path)).status).toBe(401);
  });
});

describeContractAnswers(
  "${n.method}: every persona's answer, and the answer without a token",
  () => [...everyone, null].map((who) => ({ operationId: '${n.method}', who, method: 'GET', path: '${n.apiPath}', branch: who ?? 'no token' }) as const),
  everyone.length + 1,
);
`;

/** The outcome table's test: the contract's examples, what any other code reads as, and the reading beside it. */
export const outcomesTest = (n) => `import { describe, expect, it } from 'vitest';
import { ${n.camel}Outcome, ${n.camel}Outcomes } from '@/domain/${n.feature}/${n.name}.outcomes';
import { contractExamples } from '@test/support/contract-examples';

const rows = Object.entries(${n.camel}Outcomes.rows).map(([code, outcome]) => [Number(code), outcome] as const);

describe("${n.camel}Outcomes (/${n.routePath}, the contract's \`${n.method}\`)", () => {
  it("each of the contract's examples is a row of the table, and each row has one", () => {
    const examples = contractExamples('${n.method}');
    for (const { name, code } of examples) expect(code !== null && Object.hasOwn(${n.camel}Outcomes.rows, code), name).toBe(true);
    expect(new Set(examples.map(({ code }) => code))).toEqual(new Set(rows.map(([code]) => code)));
  });

  it('each row with an answer read whole is its outcome; any other code, or none, is systemError', () => {
    for (const [code, outcome] of rows) expect(${n.camel}Outcome(code, true)).toBe(outcome);
    const unnamed = Math.max(0, ...rows.map(([code]) => code)) + 1;
    for (const code of [unnamed, 422, null]) expect(${n.camel}Outcome(code, true)).toBe('systemError');
    expect(${n.camel}Outcomes.otherwise).toBe('systemError');
  });

  it('code 0 with an answer not read whole is no answer to show: systemError', () => {
    expect(${n.camel}Outcome(0, false)).toBe('systemError');
  });
});
`;

export const useCaseTest = (n) => `import { describe, expect, it } from 'vitest';
import { ${n.useCase} } from '@/application/${n.feature}/load-${n.name}.use-case';
import type { ${n.answer} } from '@/application/${n.feature}/${n.feature}-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { ${n.camel}Outcomes, type ${n.Name}Notice } from '@/domain/${n.feature}/${n.name}.outcomes';
import { ${n.reader} } from '@/infrastructure/api/${n.feature}/${n.feature}.mapper';
import { contractExample } from '@test/support/contract-examples';
import { answer, bind${n.Feature}Gateway, fake${n.Feature}Gateway, noAnswer } from '@test/support/${n.feature}/fake-${n.feature}-gateway';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

${rowsOf(n)}
/** The contract's code-0 example as the gateway reads it: the answer a code-0 case serves. */
const loaded = ${n.reader}(contractExample<Parameters<typeof ${n.reader}>[0]>('${n.method}', 0).body);

function loadWith(result: GatewayAnswer<${n.answer}>) {
  const container = createTestContainer(testConfig());
  const gateway = fake${n.Feature}Gateway({ ${n.method}: async () => result });
  bind${n.Feature}Gateway(container, gateway);
  return { run: () => container.get(${n.useCase}).execute(), gateway };
}

describe('${n.useCase}', () => {
  it("code 0 with the contract's example: loaded, the answer as read, asked once", async () => {
    const { run, gateway } = loadWith(answer(0, loaded));
    await expect(run()).resolves.toEqual({ kind: 'loaded', answer: loaded });
    expect(gateway.${n.method}).toHaveBeenCalledOnce();
  });

  for (const [code, notice] of notices) {
    it(\`code \${code}: the notice \${notice}\`, async () => {
      await expect(loadWith(answer(code, loaded)).run()).resolves.toEqual({ kind: 'notice', notice });
    });
  }

  it.each(Object.keys(loaded))('code 0 with its %s unread: system error', async (field) => {
    await expect(loadWith(answer(0, { ...loaded, [field]: null })).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each([
    ['a code the table does not name', answer(unnamed, loaded)],
    ['no code', answer(null, loaded)],
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
import { ${n.camel}Outcomes, type ${n.Name}Notice } from '@/domain/${n.feature}/${n.name}.outcomes';
import { ${n.camel}Messages as m } from '@/presentation/${n.feature}/${n.slug}/${n.name}.messages';
import { ${n.viewModel} } from '@/presentation/${n.feature}/${n.slug}/${n.name}.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { ${n.reader} } from '@/infrastructure/api/${n.feature}/${n.feature}.mapper';
import { contractExample } from '@test/support/contract-examples';
import { answer, bind${n.Feature}Gateway, fake${n.Feature}Gateway, noAnswer } from '@test/support/${n.feature}/fake-${n.feature}-gateway';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

${rowsOf(n)}
/** The contract's code-0 example as the gateway reads it: the answer a code-0 case serves. */
const loaded = ${n.reader}(contractExample<Parameters<typeof ${n.reader}>[0]>('${n.method}', 0).body);

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
    const { vm, gateway, loader, ui } = viewModel(answer(0, loaded));
    expect(vm.phase).toBe('loading');
    await Promise.all([vm.load(), vm.load()]);
    await vm.load();
    expect(vm.phase).toBe('shown');
    expect(vm.answer).toEqual(loaded);
    expect(gateway.${n.method}).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
    expect(ui.showSystemError).not.toHaveBeenCalled();
  });

  for (const [code, notice] of notices) {
    it(\`code \${code} -> unavailable, the notice \${notice} in a modal, no 'Error del sistema'\`, async () => {
      const { vm, ui } = viewModel(answer(code, loaded));
      await vm.load();
      expect(vm.phase).toBe('unavailable');
      expect(ui.showModal).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ tone: 'warning', ...m.notice(notice) }));
      expect(ui.showSystemError).not.toHaveBeenCalled();
    });
  }

  it.each([
    ['a code the table does not name', answer(unnamed, loaded)],
    ['no answer', noAnswer<${n.answer}>('network')],
  ])("%s -> unavailable, 'Error del sistema' back to the home", async (_name, result) => {
    const { vm, ui } = viewModel(result);
    await vm.load();
    expect(vm.phase).toBe('unavailable');
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
    expect(ui.showModal).not.toHaveBeenCalled();
  });
});
`;

export const gatewayTest = (n) => `import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ${n.Feature}Gateway } from '@/application/${n.feature}/${n.feature}-gateway.port';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import { contractExample, contractExamples } from '@test/support/contract-examples';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { server } from '@test/support/msw-server';
import { unreadFields } from '@test/support/read-fields';
import { faultHeaders } from '@test/support/setup/contract-guard';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

// How the ${n.feature} gateway sends GET ${n.apiPath} (${n.method} in docs/api/openapi.yaml) and reads
// its answer: the contract's examples, each checked against the contract, and bodies outside it (faultHeaders).

const url = 'http://localhost${n.apiPath}';

/** \`headers\`: \`faultHeaders\` for an answer outside the contract (${n.method}), which the contract guard then leaves be. */
function ${n.method}(body: Readonly<Record<string, unknown>>, headers: Record<string, string> = {}) {
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

/** The answer's top-level fields that were read (not null). */
const fieldsRead = async (call: ReturnType<typeof ${n.method}>) => {
  const result = await call.result;
  return Object.entries(result.ok ? result.value : {}).filter(([, value]) => value !== null).map(([key]) => key);
};

describe('Axios${n.Feature}Gateway.${n.method}', () => {
  it("sends the bearer token and reads every field of the contract's code-0 example, at any depth", async () => {
    const call = ${n.method}(contractExample('${n.method}', 0).body);
    await expect(call.result).resolves.toMatchObject({ ok: true, code: 0 });
    expect(unreadFields(await call.result)).toEqual([]);
    expect(call.authorization()).toBe('Bearer token');
  });

  it.each(contractExamples('${n.method}').map((example) => [example.name, example] as const))("reads the code of the contract's example %s", async (_name, example) => {
    await expect(${n.method}(example.body).result).resolves.toMatchObject({ ok: true, code: example.code });
  });

  it('no data, or data that is not an object, reads each field as null', async () => {
    expect(await fieldsRead(${n.method}({ code: 0, data: null }))).toEqual([]);
    expect(await fieldsRead(${n.method}({ code: 0, data: 'Resumen' }, faultHeaders('off-contract')))).toEqual([]);
    await expect(${n.method}({ code: 5 }, faultHeaders('off-contract')).result).resolves.toMatchObject({ ok: true, code: 5 });
  });
});
`;

export const pageTest = (n) => `import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sandboxState } from '@sandbox/api/sandbox-state';
import { ${n.camel}AnswerOf } from '@sandbox/data/${n.dataFile}';
import { ${n.camel}Outcomes, type ${n.Name}Notice } from '@/domain/${n.feature}/${n.name}.outcomes';
import { ${n.camel}Messages as m } from '@/presentation/${n.feature}/${n.slug}/${n.name}.messages';
import { contractExample } from '@test/support/contract-examples';
import { server } from '@test/support/msw-server';
import { pageTestOptions } from '@test/support/page-test-support';
import { personas, renderSignedIn } from '@test/support/render-signed-in';

${rowsOf(n)}

const path = '/${n.routePath}';

describe('${n.title} page', pageTestOptions, () => {
  it("María: the sandbox's summary under its heading", async () => {
    renderSignedIn(path, personas.maria);
    // The first test imports the page's chunk, transformed on the spot in a cold run: on a loaded
    // machine that takes longer than findPageTitle's wait.
    expect(await screen.findByRole('heading', { level: 1, name: m.title }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: m.summaryHeading }, { timeout: 5000 })).toBeTruthy();
    const maria = sandboxState.findPersonaByUsername(personas.maria);
    expect(screen.getByText(${n.camel}AnswerOf(maria?.id ?? '').data?.summary ?? '')).toBeTruthy();
  });

  for (const [code, notice] of notices) {
    it(\`code \${code}: the notice \${notice} in a dialog, no answer shown\`, async () => {
      server.use(http.get('*${n.apiPath}', () => HttpResponse.json(contractExample('${n.method}', code).body)));
      renderSignedIn(path, personas.maria);
      expect(await screen.findByRole('dialog', { name: m.notice(notice).title }, { timeout: 15_000 })).toBeTruthy();
      // The open dialog hides the page from the accessibility tree: look at it as it is underneath.
    expect(within(screen.getByRole('main', { hidden: true })).queryByRole('heading', { level: 2, hidden: true })).toBeNull();
    });
  }

  it("a code the table does not name, even with a whole answer: 'Error del sistema', no answer shown", async () => {
    server.use(http.get('*${n.apiPath}', () => HttpResponse.json({ ...contractExample('${n.method}', 0).body, code: unnamed })));
    renderSignedIn(path, personas.maria);
    // The dialog is a chunk of its own, first imported here.
    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 15_000 })).toBeTruthy();
    // The open dialog hides the page from the accessibility tree: look at it as it is underneath.
    expect(within(screen.getByRole('main', { hidden: true })).queryByRole('heading', { level: 2, hidden: true })).toBeNull();
  });
});
`;

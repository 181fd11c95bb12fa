// The files one flow creates and the members it adds to its feature's files, as template literals
// over the names of names.mjs. The flow is the template's smallest working shape (ADR 0009): one
// signed-in page, one GET on entry, one outcome table, no command; code 0 with a readable summary
// shows it, anything else is 'Error del sistema'. The model flow to read beside it is the monetary
// quota (docs/adding-a-flow.md).
import { e2ePath, e2eSpec } from './flow-e2e.mjs';
import { gatewayTest, outcomesTest, pageTest, sandboxTest, useCaseTest, viewModelTest } from './flow-tests.mjs';

/** The files the flow creates, by path. `dataFile` is the sandbox data file's name under sandbox/data. */
export function flowFiles(n, { dataFile }) {
  const f = n.feature;
  const dir = `src/presentation/${f}/${n.slug}`;
  return {
    [`src/domain/${f}/${n.name}.outcomes.ts`]: outcomes(n),
    [`src/application/${f}/load-${n.name}.use-case.ts`]: useCase(n),
    [`${dir}/${n.name}.messages.ts`]: messages(n),
    [`${dir}/${n.name}.view-model.ts`]: viewModel(n),
    [`${dir}/${n.name}.page.tsx`]: page(n),
    [`src/modules/${n.pageModule}.module.ts`]: pageModule(n),
    [`sandbox/data/${dataFile}.ts`]: sandboxData({ ...n, dataFile }),
    [`test/sandbox/${dataFile}.handlers.test.ts`]: sandboxTest({ ...n, dataFile }),
    [`test/unit/domain/${f}/${n.name}.outcomes.test.ts`]: outcomesTest(n),
    [`test/unit/application/${f}/load-${n.name}.use-case.test.ts`]: useCaseTest(n),
    [`test/unit/presentation/${f}/${n.slug}/${n.name}.view-model.test.ts`]: viewModelTest(n),
    [`test/integration/infrastructure/api/${f}/axios-${f}.gateway.${n.name}.test.ts`]: gatewayTest(n),
    [`test/integration/presentation/${f}/${n.slug}/${n.name}.page.test.tsx`]: pageTest({ ...n, dataFile }),
    [e2ePath(n)]: e2eSpec(n, { dataFile }),
  };
}

const outcomes = (n) => `import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * GET ${n.apiPath} (the contract's \`${n.method}\`): the codes it names, each with its outcome. Code 0 shows the
 * answer; every other row is a notice, told in a modal with its text in the page's messages; any other code,
 * or none, is 'Error del sistema'. A 0 whose answer could not be read whole is no answer to show: the reading
 * makes it a system error.
 */
const rows = { 0: 'loaded' } as const;

export const ${n.camel}Outcomes = outcomeTable(rows, 'systemError');

type ${n.Name}Outcome = (typeof rows)[keyof typeof rows] | 'systemError';

/** The outcomes the page tells in a notice: every row of the table but the summary. */
export type ${n.Name}Notice = Exclude<${n.Name}Outcome, 'loaded' | 'systemError'>;

export function ${n.camel}Outcome(code: number | null, readWhole: boolean): ${n.Name}Outcome {
  const outcome = ${n.camel}Outcomes.outcomeOf(code);
  return outcome === 'loaded' && !readWhole ? 'systemError' : outcome;
}
`;

const useCase = (n) => `import { inject, injectable } from 'inversify';
import { ${n.camel}Outcome, type ${n.Name}Notice } from '@/domain/${n.feature}/${n.name}.outcomes';
import { ${n.Feature}Gateway, type ${n.answer} } from './${n.feature}-gateway.port';

type ${n.Name}Result =
  /** The answer the page shows, as the gateway read it. */
  | { readonly kind: 'loaded'; readonly answer: ${n.answer} }
  /** A row of the outcome table the page tells in a notice. */
  | { readonly kind: 'notice'; readonly notice: ${n.Name}Notice }
  /** 'Error del sistema'; closing it returns to the online-services home. */
  | { readonly kind: 'systemError' };

/** On entering /${n.routePath}: GET ${n.apiPath}, read through its outcome table. */
@injectable()
export class ${n.useCase} {
  constructor(@inject(${n.Feature}Gateway) private readonly gateway: ${n.Feature}Gateway) {}

  async execute(): Promise<${n.Name}Result> {
    const answer = await this.gateway.${n.method}();
    if (!answer.ok) return { kind: 'systemError' };
    // Every field of the answer is one the page shows: a 0 with any of them unread is no answer to show.
    const readWhole = Object.values(answer.value).every((field) => field !== null);
    const outcome = ${n.camel}Outcome(answer.code, readWhole);
    if (outcome === 'loaded') return { kind: 'loaded', answer: answer.value };
    if (outcome === 'systemError') return { kind: 'systemError' };
    return { kind: 'notice', notice: outcome };
  }
}
`;

const messages = (n) => `import type { ${n.Name}Notice } from '@/domain/${n.feature}/${n.name}.outcomes';

interface NoticeText {
  readonly title: string;
  readonly message: string;
}

/** The text of each notice of the outcome table (its rows but the summary), by the row's outcome. */
const notices: Readonly<Record<${n.Name}Notice, NoticeText>> = {};

/** Texts of /${n.routePath}. */
export const ${n.camel}Messages = {
  title: '${n.title}',
  lead: 'Esta es la información que la Caja tiene registrada para ti.',
  summaryHeading: 'Resumen',
  /** The modal a notice shows, over the page's title and lead. */
  notice: (which: ${n.Name}Notice): NoticeText => notices[which],
} as const;
`;

const viewModel = (n) => `import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ${n.answer} } from '@/application/${n.feature}/${n.feature}-gateway.port';
import { ${n.useCase} } from '@/application/${n.feature}/load-${n.name}.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { ${n.camel}Messages as m } from './${n.name}.messages';

/** 'loading': the answer is asked for; 'shown': the answer; 'unavailable': while and after a notice or 'Error del sistema' is up. */
type ${n.Name}Phase = 'loading' | 'shown' | 'unavailable';

/** The page /${n.routePath}. */
@injectable()
export class ${n.viewModel} {
  phase: ${n.Name}Phase = 'loading';
  /** The answer, once shown: read-only, held as it came. */
  answer: ${n.answer} | null = null;

  constructor(
    @inject(${n.useCase}) private readonly load${n.Name}: ${n.useCase},
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'load${n.Name}' | 'ui'>(this, { answer: observableRef, ...notState('load', 'load${n.Name}', 'ui') });
  }

  readonly load = loadOnce(async () => {
    const result = await this.ui.withLoader(() => this.load${n.Name}.execute());
    runInAction(() => {
      if (result.kind === 'loaded') {
        this.answer = result.answer;
        this.phase = 'shown';
        return;
      }
      this.phase = 'unavailable';
      // A notice says why there is nothing to show and leaves the page as it is; anything else is 'Error del sistema'.
      if (result.kind === 'notice') this.ui.showModal({ tone: 'warning', ...m.notice(result.notice) });
      else this.ui.showSystemError('goHomeAndReload');
    });
  });
}
`;

const page = (n) => `import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { ${n.camel}Messages as m } from './${n.name}.messages';
import { ${n.viewModel} } from './${n.name}.view-model';

/** /${n.routePath}: the summary the fund answers for the signed-in person. */
export const ${n.page} = observer(function ${n.page}() {
  const vm = useViewModel(${n.viewModel});
  useEntryLoad(vm);
  const phase = useShownPhase(vm.phase);

  return (
    <Stack gap="8">
      <PageIntro title={m.title} lead={m.lead} />
      {phase === 'shown' && (
        <Stack gap="3">
          <StepHeading>{m.summaryHeading}</StepHeading>
          <Text fontSize={{ base: 'md', md: 'lg' }}>{vm.answer?.summary}</Text>
        </Stack>
      )}
    </Stack>
  );
});
`;

const pageModule = (n) => `import { ContainerModule } from 'inversify';
import { ${n.useCase} } from '@/application/${n.feature}/load-${n.name}.use-case';
import { ${n.viewModel} } from '@/presentation/${n.feature}/${n.slug}/${n.name}.view-model';

/**
 * The bindings of /${n.routePath}, named for its route's folder: the route table loads it with its page
 * beside the ${n.feature} module (the gateway), so other pages' code stays out of its first load. Bound
 * with \`rebind\`, so any order of visits leaves one binding (ADR 0009, decision 18).
 */
export const ${n.name === n.feature ? `${n.camel}PageModule` : `${n.camel}Module`} = new ContainerModule(({ rebind }) => {
  rebind(${n.useCase}).toSelf();
  rebind(${n.viewModel}).toSelf().inTransientScope();
});
`;

const sandboxData = (n) => `/**
 * What GET ${n.apiPath} answers each persona, by persona id (sandbox/data/personas.ts): the body, its business
 * code and its data as the contract's answer schema has them. A persona not listed gets the default, code 0 with
 * a summary. Every code of the call's outcome table is answered to someone, so each screen opens in
 * \`npm run dev\` (test/sandbox/${n.dataFile}.handlers.test.ts holds it).
 */
interface ${n.Name}SandboxAnswer {
  readonly code: number;
  readonly data: { readonly summary: string } | null;
}

const answers: Readonly<Record<string, ${n.Name}SandboxAnswer>> = {};

const defaultAnswer: ${n.Name}SandboxAnswer = { code: 0, data: { summary: '${n.title}: información de ejemplo del sandbox.' } };

/** The body the sandbox answers \`personaId\`. */
export function ${n.camel}AnswerOf(personaId: string): ${n.Name}SandboxAnswer {
  return answers[personaId] ?? defaultAnswer;
}
`;

/** The method the port gains, and its answer's type (appended to the port's file). */
export const portMethod = (n) => `  /** GET ${n.apiPath} (B). Success: code 0 with \`data.summary\`. */
  ${n.method}(): Promise<GatewayAnswer<${n.answer}>>;`;

export const portAnswer = (n) => `
export interface ${n.answer} {
  /** \`data.summary\`; null when absent or not text. */
  readonly summary: string | null;
}
`;

/** The adapter's method. */
export const gatewayMethod = (n) => `  async ${n.method}(): Promise<GatewayAnswer<${n.answer}>> {
    return toGatewayAnswer(await this.http.get('${n.apiPath}'), 'code-first', ${n.reader});
  }`;

/**
 * The mapper's reader (appended to the mapper's file): the body read by the keys of the answer schema
 * the command writes (`<Name>Answer` in the generated wire types, imported as `wire`), so a richer
 * answer is written once, in the schema.
 */
export const mapperReader = (n, wire) => `
// ---------------------------------------------------------------------------------------------
// GET ${n.apiPath}: {code, data: {summary}}, read as its answer schema (${n.method} in docs/api/openapi.yaml).

export function ${n.reader}(body: Wire<${wire}.${n.Name}Answer>): ${n.answer} {
  return { summary: readText(asWire<WireField<${wire}.${n.Name}Answer, 'data'>>(body.data)?.summary) };
}
`;

/** The route, in the feature's fragment; `crumb`: the name of the feature's landing crumb the breadcrumb starts with, if any. */
export const route = (n, crumb) => `    {
      path: '${n.routePath}',
      handle: signedInRouteHandle('${n.title}', ${crumb ? `${crumb}, ` : ''}{ label: '${n.title}' }),
      lazy: async () => ({ Component: (await import('@/presentation/${n.feature}/${n.slug}/${n.name}.page')).${n.page} }),
    },`;

/** The sandbox handler, in the feature's handlers, answered in the sandbox's reading under its operationId. */
export const sandboxHandler = (n) => `  http.get('*${n.apiPath}', answerIn('${n.method}', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    return HttpResponse.json(${n.camel}AnswerOf(persona.id));
  })),`;

/** The fake gateway's method. */
export const fakeMethod = (n) => `    ${n.method}: failing(),`;

/** The fault matrix's row. */
export const faultRow = (n) => `  faultMatrixRow({
    call: '${n.Feature}Gateway.${n.method}',
    method: 'get',
    path: '${n.apiPath}',
    session: true,
    invoke: (container) => container.get(${n.useCase}).execute(),
    // A code the table does not name, even with a whole answer: never the page.
    codeBody: (code) => ({ ...contractExample('${n.method}', 0).body, code }),
    successBody: contractExample('${n.method}', 0).body,
    success: { kind: 'loaded' },
    expected: faults(systemError, systemError),
  }),`;


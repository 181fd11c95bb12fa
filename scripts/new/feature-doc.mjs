// A new feature's doc, docs/<key>.md, in the shape of the feature docs (docs/certificates.md,
// docs/fovis.md): what the feature is, a table of where its pieces are, and its first flow's page, call
// and outcomes; a flow in an existing feature adds its section to the feature's doc.

/** The doc of new feature `n.feature` with its first flow; `pathsFile` the contract's paths file of its call. */
export const featureDoc = (n, { dataFile, pathsFile }) => {
  const f = n.feature;
  return `# ${n.Feature}: \`/${n.routePath}\`

The ${f} feature. \`/${n.routePath}\` shows the signed-in person what the fund answers. Code under
\`src/\` is the source of truth; the page pattern is [ADR 0009](adr/0009-one-flow-template.md).

| Piece | File |
|---|---|
| Routes (each page's module is named for its folder) | [\`${f}.routes.ts\`](../src/presentation/${f}/${f}.routes.ts) |
| Pages, view models, Spanish texts | [\`src/presentation/${f}/\`](../src/presentation/${f}): one folder per route slug |
| Use cases | [\`src/application/${f}/\`](../src/application/${f}) |
| The port to the fund's API | [\`${f}-gateway.port.ts\`](../src/application/${f}/${f}-gateway.port.ts): \`${n.Feature}Gateway\` |
| Outcome tables | [\`src/domain/${f}/\`](../src/domain/${f}) |
| The adapter (HTTP + JSON) | [\`src/infrastructure/api/${f}/\`](../src/infrastructure/api/${f}): \`Axios${n.Feature}Gateway\`, readers in \`${f}.mapper.ts\` |
| Binding | [\`src/modules/${f}.module.ts\`](../src/modules/${f}.module.ts) (the gateway) and one page module per flow in [\`src/modules/${f}/\`](../src/modules/${f}) |
| The sandbox's answers | [\`sandbox/api/${f}.handlers.ts\`](../sandbox/api/${f}.handlers.ts), each persona's in [\`sandbox/data/${dataFile}.ts\`](../sandbox/data/${dataFile}.ts) |

Every call carries the bearer token; its shape, codes and examples are the contract,
[\`docs/api/openapi.yaml\`](api/openapi.yaml) (operations named below by \`operationId\`). A code no table names,
a network fault, a time-out or a body that cannot be read is the generic 'Error del sistema', whose closing
goes to the online-services home and reloads.

${flowDocSection(n, { dataFile, pathsFile })}`;
};

/**
 * A flow's section of its feature's doc: its page, its call and how the answer is read, by links to the files
 * that hold each piece (the codes in the outcome table, the texts in the messages, each persona's answer in the
 * sandbox data), so a code added there needs no line here.
 */
export const flowDocSection = (n, { dataFile, pathsFile }) => {
  const f = n.feature;
  const page = `src/presentation/${f}/${n.slug}`;
  return `## ${n.title}: \`/${n.routePath}\`

Signed in. On entry [\`${n.method}\`](api/paths/${pathsFile}.yaml) (\`GET ${n.apiPath}\`), read through its outcome
table ([\`${n.name}.outcomes.ts\`](../src/domain/${f}/${n.name}.outcomes.ts)): code 0 with an answer read whole (every
field of its schema, \`${n.Name}Answer\`) shows it; each other code of the table is a notice in a modal, its text in
[\`${n.name}.messages.ts\`](../${page}/${n.name}.messages.ts); any other code, or a 0 not read whole, is 'Error del
sistema'. Each persona's answer is in [\`sandbox/data/${dataFile}.ts\`](../sandbox/data/${dataFile}.ts).

| Piece | File |
|---|---|
| The page, its view model, its Spanish texts | [\`${page}/\`](../${page}) (\`${n.name}.page.tsx\`, \`.view-model.ts\`, \`.messages.ts\`) |
| The use case | [\`load-${n.name}.use-case.ts\`](../src/application/${f}/load-${n.name}.use-case.ts): \`${n.useCase}\` |
| The call and its reading | \`${n.method}\` in [\`axios-${f}.gateway.ts\`](../src/infrastructure/api/${f}/axios-${f}.gateway.ts), \`${n.reader}\` in [\`${f}.mapper.ts\`](../src/infrastructure/api/${f}/${f}.mapper.ts) |
`;
};

// Local rules `template/*`: the flow template's decisions (docs/adr/0009-one-flow-template.md) held in the
// code, not only in files that exist. Each rule refuses the other way of doing one thing the template
// decided once; test/lint/flow-template-rules.test.ts feeds each one an example it must fail and one it
// must pass.

/** The name of the one hook that starts a page's entry load. */
const entryLoadHook = 'useEntryLoad';

/** The title of the generic system error, owned by the shell's messages and raised by `showSystemError`. */
const systemErrorTitle = 'Error del sistema';

/** `vm`, `viewModel`, `signedInVm`...: an identifier that names a view model. */
const viewModelName = /(^vm$|Vm$|^viewModel$|ViewModel$)/;

/** Decision 11: outcomes are read through the table's reading, never with `outcomeOf` itself. */
const outcomesThroughReading = {
  meta: {
    type: 'problem',
    docs: { description: "Outcomes are read through the table's reading (`<call>Outcome(code, ...)`), never with `outcomeOf` directly." },
    schema: [],
    messages: {
      direct:
        "'{{table}}.outcomeOf(...)' reads the outcome table directly: call the reading exported beside the table in its *.outcomes.ts (`<call>Outcome(code, ...)`), ADR 0009 decision 11.",
    },
  },
  create(context) {
    return {
      'CallExpression > MemberExpression.callee[property.name="outcomeOf"]'(node) {
        context.report({ node, messageId: 'direct', data: { table: context.sourceCode.getText(node.object) } });
      },
    };
  },
};

/** Decision 6: a page starts its entry load with `useEntryLoad(vm)`, never by its own effect or a frame's prop. */
const entryLoadOneWay = {
  meta: {
    type: 'problem',
    docs: { description: 'A page starts its view model\'s entry load with useEntryLoad(vm) only.' },
    schema: [],
    messages: {
      byHand: "the entry load '{{load}}' is started by hand: the page calls {{hook}}(vm) (src/presentation/shared/view-model/use-entry-load.ts), ADR 0009 decision 6.",
      onEnter: "'onEnter' hands the entry load to a frame: the page calls {{hook}}(vm) itself (src/presentation/shared/view-model/use-entry-load.ts), ADR 0009 decision 6.",
    },
  },
  create(context) {
    return {
      'MemberExpression[property.name="load"]'(node) {
        if (node.object.type !== 'Identifier' || !viewModelName.test(node.object.name)) return;
        context.report({ node, messageId: 'byHand', data: { load: context.sourceCode.getText(node), hook: entryLoadHook } });
      },
      'JSXAttribute[name.name="onEnter"]'(node) {
        context.report({ node, messageId: 'onEnter', data: { hook: entryLoadHook } });
      },
    };
  },
};

/** 'Error del sistema' is raised with `UiFeedback.showSystemError`; its title is written once, by the shell. */
const systemErrorOneWay = {
  meta: {
    type: 'problem',
    docs: { description: "'Error del sistema' is raised with ui.showSystemError only; no modal is built with its title." },
    schema: [],
    messages: {
      handBuilt:
        "'{{title}}' is written here: raise it with ui.showSystemError(onClose) (src/application/shared/ui-feedback.port.ts), whose title the shell's messages own.",
    },
  },
  create(context) {
    const check = (node, text) => {
      if (text.trim() === systemErrorTitle) context.report({ node, messageId: 'handBuilt', data: { title: systemErrorTitle } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0) check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

/**
 * Decision 10: what a command leaves to say (success, "not available") is a modal through
 * `UiFeedback.showModal`; a feature's page builds no toned dialog of its own (a dialog that shows content,
 * such as a policy to read, is not feedback and stays the feature's).
 */
const feedbackThroughUi = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature shows success and "not available" through UiFeedback.showModal, never a toned dialog of its own.' },
    schema: [],
    messages: {
      ownDialog:
        'a feature builds its own {{what}} dialog: show success and "not available" with ui.showModal (src/application/shared/ui-feedback.port.ts), ADR 0009 decision 10.',
    },
  },
  create(context) {
    const toneIcons = new Set(['SuccessIcon', 'WarningIcon', 'ErrorIcon']);
    return {
      'JSXOpeningElement[name.name="PortalDialogContent"]'(node) {
        for (const attribute of node.attributes) {
          if (attribute.type !== 'JSXAttribute') continue;
          const icon = attribute.name.name === 'icon' ? attribute.value?.expression : undefined;
          const toneIcon = icon?.type === 'JSXElement' && toneIcons.has(icon.openingElement.name.name) ? icon.openingElement.name.name : null;
          if (attribute.name.name === 'data-tone' || toneIcon !== null) {
            // One report per dialog: its tone or its tone's icon is enough to tell it is feedback.
            context.report({ node, messageId: 'ownDialog', data: { what: toneIcon ?? 'toned' } });
            return;
          }
        }
      },
    };
  },
};

/** A feature's routes file: `src/presentation/<feature>/<feature>.routes.ts`. */
const routesFile = /(?:^|\/)src\/presentation\/([^/]+)\/([^/]+)\.routes\.ts$/;

/** The one export of a routes file, which the route table imports by this name. */
const fragmentName = 'featureRoutes';

/**
 * One route fragment per feature: its routes file exports `featureRoutes` and nothing else, which the
 * route table finds by the file's folder (src/presentation/app/routing/route-table.tsx).
 */
const oneRouteFragment = {
  meta: {
    type: 'problem',
    docs: { description: "A feature's routes file exports one fragment, `featureRoutes`, and nothing else." },
    schema: [],
    messages: {
      misnamed: "a routes file is named for its feature's folder: {{feature}}/{{feature}}.routes.ts, so the route table finds it.",
      other: "'{{name}}' is a second export of a routes file: a feature has one route fragment, {{fragment}}; add its routes there.",
      missing: "the routes file exports no '{{fragment}}', the one fragment the route table takes from it.",
    },
  },
  create(context) {
    const match = routesFile.exec(context.filename.replaceAll('\\', '/'));
    if (!match) return {};
    const [, feature, file] = match;
    let found = false;
    const exported = (node, name) => {
      if (name === fragmentName) found = true;
      else context.report({ node, messageId: 'other', data: { name, fragment: fragmentName } });
    };
    return {
      Program(node) {
        if (file !== feature) context.report({ node, messageId: 'misnamed', data: { feature } });
      },
      ExportNamedDeclaration(node) {
        if (node.declaration?.type === 'VariableDeclaration') {
          for (const declarator of node.declaration.declarations) {
            exported(declarator, declarator.id.type === 'Identifier' ? declarator.id.name : context.sourceCode.getText(declarator.id));
          }
        } else if (node.declaration?.id) exported(node.declaration, node.declaration.id.name);
        for (const specifier of node.specifiers) exported(specifier, specifier.exported.name ?? specifier.exported.value);
      },
      ExportDefaultDeclaration(node) {
        exported(node, 'default');
      },
      ExportAllDeclaration(node) {
        exported(node, '*');
      },
      'Program:exit'(node) {
        if (!found && file === feature) context.report({ node, messageId: 'missing', data: { fragment: fragmentName } });
      },
    };
  },
};

export default {
  'one-route-fragment': oneRouteFragment,
  'outcomes-through-reading': outcomesThroughReading,
  'entry-load-one-way': entryLoadOneWay,
  'system-error-one-way': systemErrorOneWay,
  'feedback-through-ui': feedbackThroughUi,
};

// Local rule `local/file-names`: every file under src/ is kebab-case and says its role in a suffix
// (`school-certificate.view-model.ts`), from the allow-list passed as option `suffixes`. React component
// files (`.tsx` under src/presentation) need no suffix, and hooks are `use-*.ts(x)` under src/presentation.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names under src/: kebab-case plus a role suffix from the allow-list.' },
    schema: [
      {
        type: 'object',
        properties: {
          suffixes: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      notKebab: "file names under src/ are kebab-case ('{{name}}'): lower-case words joined by '-', e.g. school-certificate.view-model.ts.",
      unknownSuffix: "'.{{suffix}}' is not a role suffix; use one of: {{allowed}} (or add the new role to the list in eslint.config.js).",
      missingSuffix:
        "'{{name}}' needs a role suffix: one of {{allowed}}; React components (.tsx) and hooks (use-*.ts) under src/presentation need none.",
    },
  },
  create(context) {
    const { suffixes = [] } = context.options[0] ?? {};
    const file = context.physicalFilename ?? context.filename;
    const relative = path.relative(context.cwd, file).split(path.sep).join('/');
    if (!relative.startsWith('src/')) return {};
    const base = path.basename(relative);
    const match = /^(.*)\.(tsx?|jsx?)$/.exec(base);
    if (!match || base.endsWith('.d.ts')) return {};
    const [, name, extension] = match;
    const [stem, ...roles] = name.split('.');
    const allowed = suffixes.map((suffix) => `.${suffix}`).join(', ');

    return {
      Program(node) {
        const report = (messageId, data) => context.report({ node, loc: { line: 1, column: 0 }, messageId, data: { name: base, allowed, ...data } });
        if (!KEBAB.test(stem) || roles.some((role) => !/^[a-z]+(?:-[a-z]+)*$/.test(role))) return report('notKebab');
        if (roles.length > 1) return report('unknownSuffix', { suffix: roles.join('.') });
        if (roles.length === 1) {
          if (!suffixes.includes(roles[0])) report('unknownSuffix', { suffix: roles[0] });
          return;
        }
        const inPresentation = relative.startsWith('src/presentation/');
        if (inPresentation && (extension === 'tsx' || /^use-/.test(stem))) return;
        if (['src/main.tsx', 'src/startup.tsx', 'src/container.ts', 'src/prerender.tsx'].includes(relative)) return; // the composition roots (the build's prerender too), by convention
        report('missingSuffix');
      },
    };
  },
};

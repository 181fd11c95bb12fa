// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedTree, repository } from '@test/support/repository-tree';
import { featureModules } from '@/modules/feature-modules.module';
import {
  featuresIn,
  misplacedSandboxFiles,
  missingParts,
  sandboxFolders,
  templateGaps,
  templateParts,
  type Tree,
} from '../../scripts/flow-template.mjs';

// The fitness test of the flow template (ADR 0009): every feature of src/modules/ has every part the
// template requires, and the check fails when one is missing, unlisted or incomplete.

const repo = repository;
const changed = changedTree;

/** What `tree` lacks for `feature` beyond what the repository itself lacks: the case's own gaps. */
const newGaps = (tree: Tree, feature: string) => {
  const before = new Set(missingParts(repo, feature));
  return missingParts(tree, feature).filter((gap) => !before.has(gap));
};

describe('the flow template (ADR 0009)', () => {
  it('finds the features in src/modules, as the list of feature modules loads them', () => {
    const listed = Object.keys(featureModules).filter((name) => !name.includes('/')).sort();
    expect(featuresIn(repo)).toEqual(listed);
    expect(listed.length).toBeGreaterThan(0);
  });

  it('every feature has every part', () => {
    expect(templateGaps(repo)).toEqual([]);
  });

  const feature = 'fovis';
  it.each(templateParts(feature).map((part) => [part.part, part.path]))('fails when the %s is missing', (part, path) => {
    expect(newGaps(changed(repo, { hide: [path] }), feature)).toContain(`${feature}: ${part} (${path}) is missing`);
  });

  it('fails when the sandbox handlers file lacks the list named for its feature', () => {
    const handlers = `sandbox/api/${feature}.handlers.ts`;
    const renamed = repo.read(handlers).replace(`export const ${feature}Handlers`, 'export const otherHandlers');
    expect(newGaps(changed(repo, { files: { [handlers]: renamed } }), feature)).toEqual([
      `${feature}: sandbox handlers (${handlers}) does not declare 'export const ${feature}Handlers'`,
    ]);
  });

  it('fails when the container module makes no container module, or the routes file lacks its fragment', () => {
    const module = `src/modules/${feature}.module.ts`;
    const routes = `src/presentation/${feature}/${feature}.routes.ts`;
    const empty = repo.read(module).replace('new ContainerModule(', 'new Elsewhere(');
    const renamed = repo.read(routes).replace('export const featureRoutes', 'export const fovisRoutes');
    expect(newGaps(changed(repo, { files: { [module]: empty, [routes]: renamed } }), feature)).toEqual([
      `${feature}: container module (${module}) does not declare 'new ContainerModule('`,
      `${feature}: route fragment (${routes}) does not declare 'export const featureRoutes'`,
    ]);
  });

  it('fails when the fake gateway does not declare its two functions', () => {
    const fake = `test/support/${feature}/fake-${feature}-gateway.ts`;
    const gaps = newGaps(changed(repo, { files: { [fake]: 'export const nothing = 1;\n' } }), feature);
    expect(gaps).toEqual([
      `${feature}: fake gateway (${fake}) does not declare 'export function fakeFovisGateway'`,
      `${feature}: fake gateway (${fake}) does not declare 'export function bindFovisGateway'`,
    ]);
  });

  it('fails when an outcomes file has no table or no reading, or there is none', () => {
    const loose = `src/domain/${feature}/loose.outcomes.ts`;
    const gaps = newGaps(changed(repo, { files: { [loose]: "export const rows = { 0: 'ready' };\n" } }), feature);
    expect(gaps).toEqual([
      `${feature}: ${loose} builds no table with outcomeTable(...)`,
      `${feature}: ${loose} exports no reading (<call>Outcome)`,
    ]);
    const none = repo.list(`src/domain/${feature}`).filter((name) => name.endsWith('.outcomes.ts'));
    const hidden = changed(repo, { hide: none.map((name) => `src/domain/${feature}/${name}`) });
    expect(newGaps(hidden, feature)).toEqual([`${feature}: outcome tables (src/domain/${feature}/*.outcomes.ts) are missing`]);
  });

  it('fails when the glossary has no row for the feature', () => {
    const glossary = repo.read('docs/glossary.md').replaceAll(`\`${feature}\``, '`elsewhere`');
    expect(newGaps(changed(repo, { files: { 'docs/glossary.md': glossary } }), feature)).toEqual([
      `${feature}: no row of docs/glossary.md names \`${feature}\``,
    ]);
  });

  it('fails when a page that follows an entry load draws its phase without useShownPhase', () => {
    const page = `src/presentation/${feature}/certificados-vivienda/fovis-certificates.page.tsx`;
    const drawnAtOnce = repo.read(page).replace('useShownPhase(vm.phase)', 'vm.phase');
    expect(newGaps(changed(repo, { files: { [page]: drawnAtOnce } }), feature)).toEqual([
      `${feature}: ${page} draws a 'loading' entry phase without useShownPhase`,
    ]);
    const profilePage = 'src/presentation/profile/actualizacion-de-datos/personal-data.page.tsx';
    const profile = changed(repo, { files: { [profilePage]: repo.read(profilePage).replace('useShownPhase(vm.phase)', 'vm.phase') } });
    expect(missingParts(profile, 'profile')).toContain(`profile: ${profilePage} draws a 'loading' entry phase without useShownPhase`);
  });

  it('fails when a page beside a view model with an entry load does not start it with useEntryLoad', () => {
    const page = `src/presentation/${feature}/certificados-vivienda/fovis-certificates.page.tsx`;
    const notStarted = repo.read(page).replace('useEntryLoad(vm);', '');
    expect(newGaps(changed(repo, { files: { [page]: notStarted } }), feature)).toEqual([
      `${feature}: ${page} does not start its entry load with useEntryLoad(vm)`,
    ]);
    const bookingsPage = 'src/presentation/bookings/shared/booking-request-page.tsx';
    const bookings = changed(repo, { files: { [bookingsPage]: repo.read(bookingsPage).replace('useEntryLoad(vm);', '') } });
    expect(missingParts(bookings, 'bookings')).toContain(`bookings: ${bookingsPage} does not start its entry load with useEntryLoad(vm)`);
  });

  it("every sandbox data and document file is named for its feature, or is one of the shared ones", () => {
    expect(misplacedSandboxFiles(repo)).toEqual([]);
    for (const [dir, { shared }] of Object.entries(sandboxFolders)) {
      for (const name of Object.keys(shared)) expect(repo.exists(`${dir}/${name}`), `${dir}/${name}`).toBe(true);
    }
  });

  it('fails for a sandbox file named for what it holds rather than its feature', () => {
    const tree = changed(repo, {
      files: {
        'sandbox/data/monetary-quota.ts': 'export {};\n',
        'sandbox/data/people.ts': 'export {};\n',
        'sandbox/data/payment-sessions.ts': 'export {};\n',
        'sandbox/documents/certificate-documents.ts': 'export {};\n',
        'sandbox/documents/fovis.ts': 'export {};\n',
      },
    });
    expect(misplacedSandboxFiles(tree).sort()).toEqual([
      'sandbox/data/monetary-quota.ts is named for no feature (<feature>.ts or <feature>-<what>.ts)',
      'sandbox/data/payment-sessions.ts is named for no feature (<feature>.ts or <feature>-<what>.ts)',
      'sandbox/data/people.ts is named for no feature (<feature>.ts or <feature>-<what>.ts)',
      'sandbox/documents/certificate-documents.ts is named for no feature (<feature>-documents.ts)',
      'sandbox/documents/fovis.ts is named for no feature (<feature>-documents.ts)',
    ]);
    expect(templateGaps(tree)).toContain('sandbox/data/people.ts is named for no feature (<feature>.ts or <feature>-<what>.ts)');
    // Named for a feature, in the right folder: nothing to say.
    const named = changed(repo, { files: { 'sandbox/data/fovis-extra.json': '{}\n', 'sandbox/documents/payments-documents.ts': 'export {};\n' } });
    expect(misplacedSandboxFiles(named)).toEqual([]);
  });

  it('a new container module alone is a feature that lacks every other part', () => {
    const imaginary = 'imaginary';
    expect(featuresIn(repo)).not.toContain(imaginary);
    const tree = changed(repo, { files: { [`src/modules/${imaginary}.module.ts`]: 'export {};\n' } });
    expect(featuresIn(tree)).toContain(imaginary);
    const gaps = templateGaps(tree).filter((gap) => gap.startsWith(`${imaginary}:`));
    expect(gaps).toContain(`${imaginary}: container module (src/modules/${imaginary}.module.ts) does not declare 'new ContainerModule('`);
    for (const { part, path } of templateParts(imaginary).slice(1)) expect(gaps).toContain(`${imaginary}: ${part} (${path}) is missing`);
    expect(gaps).toContain(`${imaginary}: outcome tables (src/domain/${imaginary}/*.outcomes.ts) are missing`);
    expect(gaps).toContain(`${imaginary}: no row of docs/glossary.md names \`${imaginary}\``);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/presentation/shared/theme/portal-system.model';
import { unusedPalettes } from '@/presentation/shared/theme/chakra-theme-subset.model';

// Which Chakra exports need a recipe in the system, and which one. A component used in src/
// without its recipe renders unstyled, silently: this table and the scan below make it loud.
const needsRecipe: Record<string, { readonly key: string; readonly slot: boolean }> = {
  Breadcrumb: { key: 'breadcrumb', slot: true },
  Button: { key: 'button', slot: false },
  IconButton: { key: 'button', slot: false },
  CloseButton: { key: 'button', slot: false },
  Card: { key: 'card', slot: true },
  Heading: { key: 'heading', slot: false },
  Icon: { key: 'icon', slot: false },
  Link: { key: 'link', slot: false },
  Spinner: { key: 'spinner', slot: false },
};

// The recipes that come on demand (chakra-theme-subset.model.ts): not in the system, so every
// `X.Root` (or the element named by `root`, for components without parts) must pass its recipe from
// src/presentation/shared/theme/ through Chakra's `recipe` prop.
const onDemand: Record<string, { readonly key: string; readonly recipe: string; readonly module: string; readonly root?: string }> = {
  Accordion: { key: 'accordion', recipe: 'accordionRecipe', module: 'accordion-recipe.model' },
  Alert: { key: 'alert', recipe: 'alertRecipe', module: 'alert-recipe.model' },
  Dialog: { key: 'dialog', recipe: 'dialogRecipe', module: 'dialog-recipe.model' },
  Drawer: { key: 'drawer', recipe: 'drawerRecipe', module: 'drawer-recipe.model' },
  List: { key: 'list', recipe: 'listRecipe', module: 'list-recipe.model' },
  Menu: { key: 'menu', recipe: 'menuRecipe', module: 'menu-recipe.model' },
  NativeSelect: { key: 'nativeSelect', recipe: 'nativeSelectRecipe', module: 'native-select-recipe.model' },
  Popover: { key: 'popover', recipe: 'popoverRecipe', module: 'popover-recipe.model' },
  Skeleton: { key: 'skeleton', recipe: 'skeletonRecipe', module: 'skeleton-recipe.model', root: 'Skeleton' },
  SkeletonText: { key: 'skeleton', recipe: 'skeletonRecipe', module: 'skeleton-recipe.model', root: 'SkeletonText' },
};

const withoutRecipe = new Set([
  'Box', 'Flex', 'Stack', 'HStack', 'VStack', 'SimpleGrid', 'Grid', 'GridItem', 'Circle', 'Center', 'Image',
  'Text', 'VisuallyHidden', 'ChakraProvider', 'Portal', 'Container', 'Span', 'Wrap',
  'createSystem', 'defaultConfig', 'defaultBaseConfig', 'defineConfig', 'defineSlotRecipe', 'chakra',
  // Hooks and context: they render nothing of their own.
  'useChakraContext',
  // Recipe factory: the portal's Button (components/button) takes the button recipe, required above.
  'createRecipeContext',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Each Chakra component imported in src/ and the files that import it. */
function chakraImports(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles('src')) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const raw of (match[2] ?? '').split(',')) {
        const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (!name || raw.trim().startsWith('type ') || /Props$/.test(name)) continue;
        used.set(name, [...(used.get(name) ?? []), file]);
      }
    }
  }
  return used;
}

describe('the Chakra theme subset', () => {
  const used = chakraImports();

  it('finds the Chakra components the portal renders', () => {
    expect(used.has('Button')).toBe(true);
    expect(used.has('Dialog')).toBe(true);
  });

  it.each([...chakraImports()].map(([name, files]) => [name, files.join(', ')]))('%s (in %s) is known and gets its recipe', (name) => {
    if (onDemand[name]) {
      const { key } = onDemand[name];
      return expect(portalSystem().isSlotRecipe(key) || portalSystem().isRecipe(key), `${name} comes on demand`).toBe(false);
    }
    const recipe = needsRecipe[name];
    if (recipe) {
      const present = recipe.slot ? portalSystem().isSlotRecipe(recipe.key) : portalSystem().isRecipe(recipe.key);
      expect(present, `add ${recipe.key} to src/presentation/shared/theme/chakra-theme-subset.model.ts`).toBe(true);
      return;
    }
    expect(withoutRecipe.has(name), `${name}: classify it in this test (needs a recipe or not)`).toBe(true);
  });

  it.each(
    [...chakraImports()].flatMap(([name, files]) => (onDemand[name] ? files.map((file) => [name, file] as const) : [])),
  )('%s in %s: every Root passes its on-demand recipe', (name, file) => {
    const { recipe, module, root = `${name}.Root` } = onDemand[name]!;
    const source = readFileSync(file, 'utf8');
    const count = (element: string) => source.match(new RegExp(`<${element.replace('.', '\\.')}\\b`, 'g'))?.length ?? 0;
    const roots = count(root);
    // Components that share a recipe (Skeleton, SkeletonText) are counted together.
    const sharing = Object.entries(onDemand).filter(([, other]) => other.recipe === recipe);
    const elements = sharing.reduce((total, [other, entry]) => total + count(entry.root ?? `${other}.Root`), 0);
    const given = source.match(new RegExp(`\\brecipe=\\{${recipe}\\}`, 'g'))?.length ?? 0;
    expect(given, `pass recipe={${recipe}} to each <${root}>`).toBe(elements);
    if (roots > 0) expect(source).toContain(`from '@/presentation/shared/theme/${module}'`);
  });

  it('finds the on-demand components where they are rendered', () => {
    const roots = Object.keys(onDemand).filter((name) =>
      (used.get(name) ?? []).some((file) => readFileSync(file, 'utf8').includes(`<${onDemand[name]?.root ?? `${name}.Root`}`)),
    );
    expect(roots.sort()).toEqual(Object.keys(onDemand).sort());
  });

  it('leaves out the palettes nobody paints with, and nothing in src names one of them', () => {
    for (const palette of unusedPalettes) {
      expect(portalSystem().token(`colors.${palette}.500`, 'missing')).toBe('missing');
      const naming = new RegExp(`(colorPalette\\s*[=:]\\s*[{'"\\s]*['"]${palette}['"]|\\b${palette}\\.(\\d{2,3}|fg|solid|subtle|muted|emphasized|contrast|focusRing|border)\\b)`);
      const users = sourceFiles('src').filter((file) => naming.test(readFileSync(file, 'utf8')));
      expect(users, `${palette} is used in src/ but left out of the theme`).toEqual([]);
    }
    expect(portalSystem().token('colors.red.500', 'missing')).not.toBe('missing');
    expect(portalSystem().token('colors.gray.500', 'missing')).not.toBe('missing');
  });

  it('leaves out the recipes nobody renders', () => {
    expect(portalSystem().isSlotRecipe('datePicker')).toBe(false);
    expect(portalSystem().isSlotRecipe('colorPicker')).toBe(false);
  });
});

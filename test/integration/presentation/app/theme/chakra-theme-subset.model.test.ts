import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/presentation/app/theme/portal-system.model';

// Which Chakra exports need a recipe in the system, and which one. A component used in src/
// without its recipe renders unstyled, silently: this table and the scan below make it loud.
const needsRecipe: Record<string, { readonly key: string; readonly slot: boolean }> = {
  Accordion: { key: 'accordion', slot: true },
  Alert: { key: 'alert', slot: true },
  Breadcrumb: { key: 'breadcrumb', slot: true },
  Button: { key: 'button', slot: false },
  IconButton: { key: 'button', slot: false },
  CloseButton: { key: 'button', slot: false },
  Card: { key: 'card', slot: true },
  Dialog: { key: 'dialog', slot: true },
  Drawer: { key: 'drawer', slot: true },
  Heading: { key: 'heading', slot: false },
  Icon: { key: 'icon', slot: false },
  Link: { key: 'link', slot: false },
  List: { key: 'list', slot: true },
  Menu: { key: 'menu', slot: true },
  NativeSelect: { key: 'nativeSelect', slot: true },
  Popover: { key: 'popover', slot: true },
  Skeleton: { key: 'skeleton', slot: false },
  SkeletonText: { key: 'skeleton', slot: false },
  Spinner: { key: 'spinner', slot: false },
};

const withoutRecipe = new Set([
  'Box', 'Flex', 'Stack', 'HStack', 'VStack', 'SimpleGrid', 'Grid', 'GridItem', 'Circle', 'Center', 'Image',
  'Text', 'VisuallyHidden', 'ChakraProvider', 'Portal', 'Container', 'Span', 'Wrap',
  'createSystem', 'defaultConfig', 'defaultBaseConfig', 'defineConfig', 'chakra',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function chakraImports(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles('src')) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const raw of (match[2] ?? '').split(',')) {
        const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (!name || raw.trim().startsWith('type ') || /Props$/.test(name)) continue;
        used.set(name, file);
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

  it.each([...chakraImports()])('%s (in %s) is known and has its recipe in the portal system', (name) => {
    const recipe = needsRecipe[name];
    if (recipe) {
      const present = recipe.slot ? portalSystem.isSlotRecipe(recipe.key) : portalSystem.isRecipe(recipe.key);
      expect(present, `add ${recipe.key} to src/presentation/app/theme/chakra-theme-subset.model.ts`).toBe(true);
      return;
    }
    expect(withoutRecipe.has(name), `${name}: classify it in this test (needs a recipe or not)`).toBe(true);
  });

  it('leaves out the recipes nobody renders', () => {
    expect(portalSystem.isSlotRecipe('datePicker')).toBe(false);
    expect(portalSystem.isSlotRecipe('colorPicker')).toBe(false);
  });
});

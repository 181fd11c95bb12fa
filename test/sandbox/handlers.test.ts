import { describe, expect, it } from 'vitest';
import { handlers } from '@sandbox/api/handlers';

// The sandbox's one list of handlers is every feature's handlers file, found by its name: a feature's
// `<feature>Handlers`, each handler once, and nothing else.

const files = import.meta.glob<Readonly<Record<string, unknown>>>('/sandbox/api/*.handlers.ts', { eager: true });

describe("the sandbox's handlers", () => {
  it("are every feature's handlers list, found by its file's name", () => {
    const lists = Object.entries(files).map(([path, exports]) => exports[`${path.split('/').at(-1)?.replace('.handlers.ts', '')}Handlers`]);
    expect(Object.keys(files).map((path) => path.split('/').at(-1))).toEqual(expect.arrayContaining(['bookings.handlers.ts', 'certificates.handlers.ts', 'profile.handlers.ts']));
    for (const list of lists) expect(Array.isArray(list)).toBe(true);
    const expected = lists.flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []));
    expect(handlers).toHaveLength(expected.length);
    expect(new Set(handlers)).toEqual(new Set(expected));
  });
});

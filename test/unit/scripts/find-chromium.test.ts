import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, findTestChromium, TEST_CHROMIUM_CANDIDATES, CHROMIUM_CANDIDATES } from '../../../scripts/find-chromium.mjs';

describe('find-chromium: the browser tests drive the headless shell, the benchmarks the full browser', () => {
  let dir: string;
  let shell: string;
  let browser: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'find-chromium-'));
    shell = join(dir, 'chromium-headless-shell');
    browser = join(dir, 'chromium');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const install = (...paths: string[]) => {
    for (const path of paths) {
      writeFileSync(path, '#!/bin/sh\n');
      chmodSync(path, 0o755);
    }
  };

  it('looks for Debian’s headless shell before the full browser, for the tests only', () => {
    expect(TEST_CHROMIUM_CANDIDATES[0]).toBe('/usr/bin/chromium-headless-shell');
    expect(TEST_CHROMIUM_CANDIDATES.slice(1)).toEqual(CHROMIUM_CANDIDATES);
    expect(CHROMIUM_CANDIDATES).not.toContain('/usr/bin/chromium-headless-shell');
  });

  it('with both installed, the tests get the shell and the benchmarks the browser', () => {
    install(shell, browser);
    expect(findTestChromium({}, [shell, browser])).toBe(shell);
    expect(findChromium({}, [browser])).toBe(browser);
  });

  it('without the shell, the tests fall back to the full browser', () => {
    install(browser);
    expect(findTestChromium({}, [shell, browser])).toBe(browser);
  });

  it('a file that is not executable does not count', () => {
    writeFileSync(shell, '');
    install(browser);
    expect(findTestChromium({}, [shell, browser])).toBe(browser);
  });

  it('CHROME_PATH wins for both, and one that points nowhere is reported missing rather than replaced', () => {
    install(shell, browser);
    expect(findTestChromium({ CHROME_PATH: browser }, [shell, browser])).toBe(browser);
    expect(findChromium({ CHROME_PATH: shell }, [browser])).toBe(shell);
    expect(findTestChromium({ CHROME_PATH: join(dir, 'absent') }, [shell, browser])).toBeNull();
  });

  it('nothing installed: null', () => {
    expect(findTestChromium({}, [shell, browser])).toBeNull();
    expect(findChromium({}, [browser])).toBeNull();
  });
});

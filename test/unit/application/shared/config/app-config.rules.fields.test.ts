import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';
import {
  allLeafFields,
  listFields,
  objectFields,
  pathFields,
  problemsOf,
  textFields,
  urlFields,
  validJson,
  withField,
} from '@test/support/config/app-config-json';
import { testConfig } from '@test/support/test-config';

// The configuration's shape: what it accepts and returns, and each field missing, of the wrong type,
// blank or out of range, lists and the service phones included, every problem reported at once.

describe('validateAppConfig', () => {
  it('accepts the tests’ configuration and returns an equal copy', () => {
    const result = validateAppConfig(validJson());
    expect(result).toEqual({ ok: true, value: testConfig() });
  });

  it('accepts the sandbox configuration shipped in public/config.json', () => {
    const shipped: unknown = JSON.parse(readFileSync('public/config.json', 'utf8'));
    expect(problemsOf(shipped)).toEqual([]);
  });

  it('drops fields it does not know, so the frozen result is exactly an AppConfig', () => {
    const json = { ...validJson(), legacyFlag: true };
    const result = validateAppConfig(json);
    expect(result.ok && 'legacyFlag' in result.value).toBe(false);
  });

  it.each([null, 'config', 42, [], true])('reports a file that is not an object (%j)', (input) => {
    expect(problemsOf(input)).toEqual([{ path: '', issue: 'notObject' }]);
  });

  it.each(allLeafFields)('reports %s when it is missing', (path) => {
    expect(problemsOf(withField(path, undefined))).toEqual([{ path, issue: 'missing' }]);
  });

  it.each(objectFields)('reports %s when it is not an object', (path) => {
    expect(problemsOf(withField(path, 'texto'))).toEqual([{ path, issue: 'notObject' }]);
  });

  it.each([...textFields, ...urlFields, ...pathFields, 'servicePhones[1].number'])(
    'reports %s when it is not a string',
    (path) => {
      expect(problemsOf(withField(path, 7))).toEqual([{ path, issue: 'notString' }]);
    },
  );

  it.each([...textFields, ...urlFields, ...pathFields])('reports %s when it is blank', (path) => {
    expect(problemsOf(withField(path, '   '))).toEqual([{ path, issue: 'empty' }]);
  });

  it.each(pathFields)('reports %s when it is not an in-app path', (path) => {
    for (const value of ['https://caja.example/certificados', 'certificados', '//caja.example']) {
      expect(problemsOf(withField(path, value))).toEqual([{ path, issue: 'notAppPath' }]);
    }
  });

  it.each(['requestTimeoutMs', 'ipLookup.timeoutMs'])('reports %s unless it is a positive integer', (path) => {
    for (const value of [0, -5, 1.5, '5000', Number.MAX_SAFE_INTEGER + 1]) {
      expect(problemsOf(withField(path, value))).toEqual([{ path, issue: 'notPositiveInteger' }]);
    }
    expect(problemsOf(withField(path, 1))).toEqual([]);
  });

  it.each(listFields)('reports %s when it is not a list, or an empty one', (path) => {
    expect(problemsOf(withField(path, { label: 'x', href: '/x' }))).toEqual([{ path, issue: 'notArray' }]);
    expect(problemsOf(withField(path, []))).toEqual([{ path, issue: 'emptyList' }]);
  });

  it('checks every item of a list, not just the first', () => {
    const json = validJson();
    (json.footer as Record<string, unknown>).company = [
      { label: 'Quiénes somos', href: '/a' },
      { label: '', href: '/b' },
      { label: 'Historia', href: 'no-es-url' },
    ];
    expect(problemsOf(json)).toEqual([
      { path: 'footer.company[1].label', issue: 'empty' },
      { path: 'footer.company[2].href', issue: 'notUrl' },
    ]);
  });

  describe('servicePhones', () => {
    it.each([0, 1, 3])('requires exactly two lines (%i given)', (count) => {
      const line = { label: 'Medellín', number: '(604) 444 0000' };
      expect(problemsOf(withField('servicePhones', Array.from({ length: count }, () => line)))).toEqual([
        { path: 'servicePhones', issue: 'wrongLength', expected: 2 },
      ]);
    });

    it('reports a list that is not a list', () => {
      expect(problemsOf(withField('servicePhones', '(604) 444 0000'))).toEqual([{ path: 'servicePhones', issue: 'notArray' }]);
    });

    it.each(['(604) 444 0000', '01 8000 415 455', '+57 604 444 0000', '#322'])('accepts %j', (number) => {
      expect(problemsOf(withField('servicePhones[1].number', number))).toEqual([]);
    });

    it.each(['llámanos', '604-44x-0000', '12'])('rejects %j', (number) => {
      expect(problemsOf(withField('servicePhones[1].number', number))).toEqual([
        { path: 'servicePhones[1].number', issue: 'notPhoneNumber' },
      ]);
    });
  });

  it('reports every problem at once, in file order', () => {
    const json = validJson();
    json.apiBaseUrl = 'api';
    json.requestTimeoutMs = 0;
    delete (json.identity as Record<string, unknown>).realm;
    (json.navigation as Record<string, unknown>).sideMenu = null;
    json.servicePhones = [{ label: 'Única', number: '(604) 444 0000' }];
    (json.ipLookup as Record<string, unknown>).services = [];
    (json.texts as Record<string, unknown>).errorPeso = '';
    expect(problemsOf(json)).toEqual([
      { path: 'apiBaseUrl', issue: 'notUrl' },
      { path: 'requestTimeoutMs', issue: 'notPositiveInteger' },
      { path: 'identity.realm', issue: 'missing' },
      { path: 'navigation.sideMenu', issue: 'notObject' },
      { path: 'servicePhones', issue: 'wrongLength', expected: 2 },
      { path: 'ipLookup.services', issue: 'emptyList' },
      { path: 'texts.errorPeso', issue: 'empty' },
    ]);
  });

  it('lists every field of an empty object as missing', () => {
    expect(problemsOf({}).map((problem) => problem.path)).toEqual([
      'apiBaseUrl',
      'requestTimeoutMs',
      'identity',
      'provider',
      'navigation',
      'footer',
      'servicePhones',
      'feedbackSurveyUrl',
      'releaseNotesWidgetUrl',
      'externalSites',
      'ipLookup',
      'texts',
    ]);
  });
});

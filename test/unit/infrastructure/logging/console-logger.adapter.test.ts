import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger, describeCause, forwardLoggedErrors, redactSecrets } from '@/infrastructure/logging/console-logger.adapter';
import { reportUncaughtErrors } from '@/infrastructure/logging/uncaught-error-reporter.adapter';
import { RecordingLogger } from '@test/support/recording-logger';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtYXJpYSJ9.c2lnbmF0dXJh';

afterEach(() => vi.restoreAllMocks());

describe('redactSecrets: logs never hold secrets', () => {
  it.each([
    ['a JWT anywhere', `token ${jwt} rechazado`, 'token [token] rechazado'],
    ['a bearer header', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['an authorization code and state in an address', 'https://portal/x?code=SplxlOBeZQQ&state=af0ifjsldkj&origen=menu', 'https://portal/x?code=[oculto]&state=[oculto]&origen=menu'],
    ['a PKCE verifier in a form body', 'grant_type=authorization_code&code_verifier=a1B2c3D4e5', 'grant_type=authorization_code&code_verifier=[oculto]'],
    ['tokens in JSON', '{"refresh_token": "r-123", "access_token":"a-456", "expires_in": 300}', '{"refresh_token":"[oculto]", "access_token":"[oculto]", "expires_in": 300}'],
    ['an e-mail address', 'No se pudo enviar a maria.restrepo+caja@correo.example.co.', 'No se pudo enviar a [correo].'],
    ['a document number in a query, a path and a sentence', 'GET /x?numDoc=1037600123 /users/71650432 para CC 43218765.', 'GET /x?numDoc=[número] /users/[número] para CC [número].'],
    ['a phone number', 'Llamar al 3001234567', 'Llamar al [número]'],
  ])('hides %s', (_what, text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it('keeps a stack’s line and column numbers, and numbers shorter than five digits', () => {
    const stack = 'at load (https://portal.example/assets/index-Ab12.js:1:123456) en 2026, código 4040';
    expect(redactSecrets(stack)).toBe(stack);
  });
});

describe('forwardLoggedErrors', () => {
  it('hands every error any ConsoleLogger logs to the listener until stopped, never warnings', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const heard: unknown[][] = [];
    const stop = forwardLoggedErrors((message, cause) => heard.push([message, cause]));
    const failure = new Error('boom');
    new ConsoleLogger().error('Falló', failure);
    new ConsoleLogger().warn('Aviso', failure);
    new ConsoleLogger().error('Sin causa');
    stop();
    new ConsoleLogger().error('Después');
    expect(heard).toEqual([
      ['Falló', failure],
      ['Sin causa', undefined],
    ]);
  });

  it('keeps logging when a listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = forwardLoggedErrors(() => {
      throw new Error('listener roto');
    });
    expect(() => new ConsoleLogger().error('Falló')).not.toThrow();
    stop();
    expect(error).toHaveBeenCalledWith('Falló');
  });
});

describe('describeCause', () => {
  it('keeps an error name and message, redacted', () => {
    const error = new TypeError(`bad token ${jwt}`);
    const described = describeCause(error);
    expect(described).toMatch(/^TypeError: bad token \[token\]/);
    expect(described).not.toContain(jwt);
  });

  it('says nothing of an object but its type: it may be a form body or a token answer', () => {
    expect(describeCause({ numeroDocumento: '43512876', refresh_token: 'r' })).toBe('(object left out of the log)');
    expect(describeCause([1, 2])).toBe('(array left out of the log)');
    expect(describeCause(undefined)).toBe('undefined');
  });

  it('ConsoleLogger writes the message and the described cause only', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    new ConsoleLogger().error('Falló', { password: 'x' });
    expect(error).toHaveBeenCalledWith('Falló', '(object left out of the log)');
  });
});

describe('reportUncaughtErrors', () => {
  it('sends uncaught errors and unhandled rejections to the logger, instead of the browser report', () => {
    const logger = new RecordingLogger();
    // The window in the browser; any EventTarget here, with the events shaped as the window sends them.
    const target = new EventTarget();
    const stop = reportUncaughtErrors(target, logger);
    const failure = new Error('boom');

    const errorEvent = Object.assign(new Event('error', { cancelable: true }), { error: failure, message: 'boom' });
    target.dispatchEvent(errorEvent);
    const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: 'razón' });
    target.dispatchEvent(rejection);
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after stop') }));

    expect(logger.errors).toEqual([
      ['Error no controlado', failure],
      ['Promesa rechazada sin controlar', 'razón'],
    ]);
    expect(errorEvent.defaultPrevented).toBe(true);
    expect(rejection.defaultPrevented).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger, describeCause, forwardLoggedErrors } from '@/infrastructure/logging/console-logger.adapter';
import { reportUncaughtErrors } from '@/infrastructure/logging/uncaught-error-reporter.adapter';
import { RecordingLogger } from '@test/support/recording-logger';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtYXJpYSJ9.c2lnbmF0dXJh';

afterEach(() => vi.restoreAllMocks());

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

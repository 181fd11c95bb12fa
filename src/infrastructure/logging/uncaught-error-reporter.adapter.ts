import type { Logger } from '@/application/shared/logger.port';

/**
 * Sends uncaught errors and unhandled promise rejections to `logger` instead of the browser's
 * own report, which prints the whole thrown value (a token response, a form body) to the
 * console. Installed first thing at startup, before the configuration loads. A chunk whose load
 * the page's own leaving cancelled is told apart by the logger (page-leaving.util.ts). Returns the
 * function that removes the listeners (tests).
 */
export function reportUncaughtErrors(target: EventTarget, logger: Logger): () => void {
  // Typed by the events the window sends under these names (ErrorEvent, PromiseRejectionEvent).
  const onError = (event: Event) => {
    event.preventDefault();
    const { error, message } = event as Partial<ErrorEvent>;
    logger.error('Error no controlado', error ?? message);
  };
  const onRejection = (event: Event) => {
    event.preventDefault();
    logger.error('Promesa rechazada sin controlar', (event as Partial<PromiseRejectionEvent>).reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

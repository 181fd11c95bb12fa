import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { ConsoleLogger } from '@/infrastructure/logging/console-logger.adapter';
import { installPageLeaving } from '@/infrastructure/logging/page-leaving.util';
import { reportUncaughtErrors } from '@/infrastructure/logging/uncaught-error-reporter.adapter';
import { startPortal } from './startup';

// Before anything else can fail: uncaught errors and rejections go to one redacting logger, which
// tells a chunk the page's own leaving cancelled from a failure (listeners owned by the page).
installPageLeaving(window);
const logger = new ConsoleLogger();
reportUncaughtErrors(window, logger);

const rootElement = document.getElementById('root');
// An error a boundary catches is reported by the boundary itself through the logger
// (AppErrorBoundary, RouteErrorPage); React's own report (`console.error` by default) would repeat
// it unfiltered, also in a page being left (docs/engines.md).
if (rootElement) void startPortal(createRoot(rootElement, { onCaughtError: () => undefined }), window.location.href, logger);
else logger.error('index.html has no #root element');

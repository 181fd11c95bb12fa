import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { ConsoleLogger } from '@/infrastructure/logging/console-logger.adapter';
import { reportUncaughtErrors } from '@/infrastructure/logging/uncaught-error-reporter.adapter';
import { startPortal } from './startup';

// Before anything else can fail: uncaught errors and rejections go to one redacting logger.
const logger = new ConsoleLogger();
reportUncaughtErrors(window, logger);

const rootElement = document.getElementById('root');
if (rootElement) void startPortal(createRoot(rootElement), window.location.href, logger);
else logger.error('index.html has no #root element');

import type { Flow } from '../flow';
import { homeAndGrid } from './home-and-grid';
import { workerCertificate } from './worker-certificate';

/** Every flow, in the order the runner walks them. */
export const flows: readonly Flow[] = [homeAndGrid, workerCertificate];

import type { Flow } from '../flow';
import { dataUpdate } from './data-update';
import { homeAndGrid } from './home-and-grid';
import { inactivity } from './inactivity';
import { payments } from './payments';
import { refundDraft } from './refund-draft';
import { signInAndOut } from './sign-in-and-out';
import { signedInCertificate } from './signed-in-certificate';
import { workerCertificate } from './worker-certificate';

/** Every flow, in the order the runner walks them. */
export const flows: readonly Flow[] = [homeAndGrid, workerCertificate, signInAndOut, payments, refundDraft, dataUpdate, signedInCertificate, inactivity];

import * as shapes from './icon-shapes';
import { staticIcon } from './static-icons';

// Static icons only pages and the footer draw (the back button, a page's help button, the phone lines),
// not the first screen's shell: a module of their own, so the entry, which holds static-icons.tsx for the shell, does not carry them.

export const StaticArrowLeftIcon = staticIcon('StaticArrowLeftIcon', shapes.arrowLeftShape);
export const StaticInfoIcon = staticIcon('StaticInfoIcon', shapes.infoShape);
export const StaticPhoneIcon = staticIcon('StaticPhoneIcon', shapes.phoneShape);

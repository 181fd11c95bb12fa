import { createContext } from 'react';

/**
 * Present below a layout: an error screen rendered there already has a header and a main,
 * and tells the layout to show its title instead of the failed route's (child effects run
 * before the layout's, so the error screen cannot simply set document.title itself).
 */
export interface ShellContextValue {
  overrideTitle(title: string | null): void;
}

export const InsideShellContext = createContext<ShellContextValue | null>(null);

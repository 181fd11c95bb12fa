import { createContext } from 'react';

/** True below a layout: an error screen rendered there already has a header, a main and a title. */
export const InsideShellContext = createContext(false);

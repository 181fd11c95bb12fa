// The shapes of the portal's line icons: hand-drawn on a 24×24 grid, stroked in the text colour.
// Drawn by Chakra's Icon for the pages (icons.tsx) and by a plain svg on the first screen
// (static-icons.tsx), so both draw the same lines.

export const arrowLeftShape = <path d="M19 12H5M11 18l-6-6 6-6" />;

export const arrowRightShape = <path d="M5 12h14M13 6l6 6-6 6" />;

/** The usual "opens elsewhere" arrow out of a box. */
export const newTabShape = <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />;

export const lockShape = (
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>
);

export const infoShape = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>
);

export const clockShape = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>
);

/** Points down when closed; the caller turns it for an open disclosure. */
export const chevronDownShape = <path d="M6 9l6 6 6-6" />;

export const menuShape = <path d="M4 6h16M4 12h16M4 18h16" />;

export const userShape = (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </>
);

export const phoneShape = <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8.1 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.8 2Z" />;

export const errorShape = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>
);

export const successShape = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>
);

export const warningShape = (
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>
);

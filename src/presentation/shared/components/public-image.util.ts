/**
 * Address of an illustration in public/images. Built on Vite's base so the portal keeps
 * working when an environment serves it under a sub-path.
 */
export const publicImage = (fileName: string): string => `${import.meta.env.BASE_URL}images/${fileName}`;

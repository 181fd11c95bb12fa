/**
 * Address of an illustration in public/images. Built on Vite's base so the portal keeps
 * working when an environment serves it under a sub-path.
 */
export const publicImage = (fileName: string): string => `${import.meta.env.BASE_URL}images/${fileName}`;

const asked = new Set<string>();

/**
 * Starts downloading a page's first-screen illustrations now. A page calls it when its module is
 * evaluated, which startup's preloadRoute makes happen while the identity check still waits on the
 * provider: by the first render the images are in the cache instead of only then asked
 * for, and the largest of them (the page's LCP) paints with the page. Each address is asked once.
 */
export function preloadPublicImages(fileNames: readonly string[]): void {
  if (typeof Image !== 'function') return;
  for (const fileName of fileNames) {
    const address = publicImage(fileName);
    if (asked.has(address)) continue;
    asked.add(address);
    const image = new Image();
    image.decoding = 'async';
    image.src = address;
  }
}

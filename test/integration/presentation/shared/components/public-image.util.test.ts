import { afterEach, describe, expect, it, vi } from 'vitest';

/** Records the addresses the preload asks for instead of downloading them. */
class RecordingImage {
  static readonly asked: string[] = [];
  decoding = '';
  set src(address: string) {
    RecordingImage.asked.push(address);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  RecordingImage.asked.length = 0;
});

// A fresh module per test: the util remembers what it asked for.
const freshUtil = async () => {
  vi.resetModules();
  return import('@/presentation/shared/components/public-image.util');
};

describe('preloadPublicImages (the page’s illustrations start with its chunk)', () => {
  it('asks for each illustration under public/images once, however often it is called', async () => {
    vi.stubGlobal('Image', RecordingImage);
    const { preloadPublicImages } = await freshUtil();

    preloadPublicImages(['home-pagos-en-linea.svg', 'home-certificados.svg']);
    preloadPublicImages(['home-certificados.svg']);

    expect(RecordingImage.asked).toEqual(['/images/home-pagos-en-linea.svg', '/images/home-certificados.svg']);
  });

  it('does nothing where there is no Image (a server or a worker)', async () => {
    vi.stubGlobal('Image', undefined);
    const { preloadPublicImages } = await freshUtil();

    expect(() => preloadPublicImages(['home-subsidios.svg'])).not.toThrow();
    expect(RecordingImage.asked).toEqual([]);
  });
});

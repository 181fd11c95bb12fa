import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupWindowOpener } from '@/infrastructure/browser/popup-window-opener.adapter';

interface FakeWindowHandle {
  closed: boolean;
  close: () => void;
}

function stubWindow(openResult: 'window' | 'null' | 'throw') {
  const handle: FakeWindowHandle = {
    closed: false,
    close: vi.fn(() => {
      handle.closed = true;
    }),
  };
  const open = vi.fn((): FakeWindowHandle | null => {
    if (openResult === 'throw') throw new Error('blocked');
    return openResult === 'window' ? handle : null;
  });
  vi.stubGlobal('window', { location: { origin: 'https://portal.example.co' }, open });
  return { open, handle };
}

afterEach(() => vi.unstubAllGlobals());

describe('PopupWindowOpener', () => {
  it('opens the path under the portal address (origin + BASE_URL), named, with the features, keeping the opener', () => {
    const { open } = stubWindow('window');
    new PopupWindowOpener().open('tiempo-restante', 'tiempo-restante', 'width=600,height=200');
    expect(open).toHaveBeenCalledWith(
      `https://portal.example.co${import.meta.env.BASE_URL}tiempo-restante`,
      'tiempo-restante',
      'width=600,height=200',
    );
  });

  it('closes the window it opened, once, and reports whether it is still open', () => {
    const { handle } = stubWindow('window');
    const opened = new PopupWindowOpener().open('poco-tiempo-restante', 'poco-tiempo-restante', '')!;
    expect(opened.isOpen()).toBe(true);
    opened.close();
    opened.close();
    expect(handle.close).toHaveBeenCalledTimes(1);
    expect(opened.isOpen()).toBe(false);
  });

  it.each(['null', 'throw'] as const)('a blocked pop-up (window.open %s) gives null', (outcome) => {
    stubWindow(outcome);
    expect(new PopupWindowOpener().open('tiempo-expirado', 'tiempo-expirado', '')).toBeNull();
  });
});

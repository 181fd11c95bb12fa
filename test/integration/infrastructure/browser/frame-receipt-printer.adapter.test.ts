import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Receipt } from '@/application/shared/receipt-printer.port';
import { ReceiptPrinter } from '@/application/shared/receipt-printer.port';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

const receipt: Receipt = {
  title: 'Comprobante de pago',
  headingLines: ['Pago aprobado', '24 de noviembre de 2026, 6:00 p. m.'],
  rows: [
    ['Referencia', 'PSE-000123'],
    ['Valor pagado', '$ 150.000'],
  ],
};

let print: Mock<() => void>;

function printer(): ReceiptPrinter {
  return createTestContainer(testConfig()).get<ReceiptPrinter>(ReceiptPrinter);
}

function printFrames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

/** happy-dom's windows cannot print: the frame's window gets the spy before the frame loads. */
function startPrinting(what: Receipt = receipt): { frame: HTMLIFrameElement; printed: Promise<void> } {
  const printed = printer().print(what);
  const frame = printFrames().at(-1)!;
  Object.assign(frame.contentWindow!, { print });
  return { frame, printed };
}

function rows(frame: HTMLIFrameElement): string[][] {
  return [...frame.contentDocument!.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  print = vi.fn();
});

afterEach(() => {
  for (const frame of printFrames()) frame.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FrameReceiptPrinter', () => {
  it('prints a hidden frame with the fund, the title, the heading lines and the rows only', async () => {
    const { frame, printed } = startPrinting();

    await printed;

    expect(print).toHaveBeenCalledOnce();
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.style.visibility).toBe('hidden');
    const framed = frame.contentDocument!;
    expect(framed.documentElement.lang).toBe('es-CO');
    expect(framed.title).toBe('Comprobante de pago');
    expect(framed.querySelector('.fondo')?.textContent).toBe('Caja de Compensación Demo');
    expect(framed.querySelector('h1')?.textContent).toBe('Comprobante de pago');
    expect([...framed.querySelectorAll('.encabezado')].map((line) => line.textContent)).toEqual([
      'Pago aprobado',
      '24 de noviembre de 2026, 6:00 p. m.',
    ]);
    expect(rows(frame)).toEqual([
      ['Referencia', 'PSE-000123'],
      ['Valor pagado', '$ 150.000'],
    ]);
    // A print stylesheet, but no script, no header, no menu, no footer.
    expect(framed.querySelector('style')?.textContent).toContain('@page');
    expect(framed.querySelectorAll('script, header, nav, footer, a, img')).toHaveLength(0);
  });

  it('does not print before the frame loaded', () => {
    const { printed } = startPrinting();

    expect(print).not.toHaveBeenCalled();
    return printed;
  });

  it('writes every value as text: markup in the data never becomes markup', async () => {
    const hostile: Receipt = {
      title: 'Comprobante <b>de</b> pago',
      headingLines: ['<img src=x onerror="alert(1)">'],
      rows: [
        ['<i>Referencia</i>', '<script>alert("pago")</script>'],
        ['Comercio', 'Ñandú & Cía. "S.A.S." \'Medellín\''],
      ],
    };
    const { frame, printed } = startPrinting(hostile);
    await printed;

    expect(frame.srcdoc).toContain('&lt;script&gt;alert(&quot;pago&quot;)&lt;/script&gt;');
    expect(frame.srcdoc).not.toMatch(/<script|<img|<b>|<i>/);
    const framed = frame.contentDocument!;
    expect(framed.querySelectorAll('script, img, b, i')).toHaveLength(0);
    expect(framed.querySelector('h1')?.textContent).toBe('Comprobante <b>de</b> pago');
    expect(framed.querySelector('.encabezado')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(rows(frame)).toEqual([
      ['<i>Referencia</i>', '<script>alert("pago")</script>'],
      ['Comercio', 'Ñandú & Cía. "S.A.S." \'Medellín\''],
    ]);
  });

  it('keeps the frame while printing and removes it on its afterprint', async () => {
    const { frame, printed } = startPrinting();
    await printed;

    vi.advanceTimersByTime(59_999);
    expect(frame.isConnected).toBe(true);

    frame.contentWindow!.dispatchEvent(new Event('afterprint'));
    expect(frame.isConnected).toBe(false);
    expect(printFrames()).toEqual([]);
  });

  it('removes the frame after 60 seconds when no afterprint comes', async () => {
    const { frame, printed } = startPrinting();
    await printed;

    vi.advanceTimersByTime(59_999);
    expect(frame.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(frame.isConnected).toBe(false);
  });

  it('does not mind an afterprint after the fallback removed the frame, nor a fallback after afterprint', async () => {
    const first = startPrinting();
    await first.printed;
    const framed = first.frame.contentWindow!;
    framed.dispatchEvent(new Event('afterprint'));
    vi.advanceTimersByTime(60_000);
    expect(first.frame.isConnected).toBe(false);

    const second = startPrinting();
    await second.printed;
    vi.advanceTimersByTime(60_000);
    expect(second.frame.isConnected).toBe(false);
  });

  it('gives up, removes the frame and rejects when it does not load within 60 seconds', async () => {
    const { frame, printed } = startPrinting();

    vi.advanceTimersByTime(60_000);

    await expect(printed).rejects.toThrow('The print frame did not load.');
    expect(frame.isConnected).toBe(false);
    expect(print).not.toHaveBeenCalled();
  });

  it('rejects and removes the frame when the browser refuses to print', async () => {
    print.mockImplementation(() => {
      throw new Error('printing disabled');
    });
    const { frame, printed } = startPrinting();

    await expect(printed).rejects.toThrow('printing disabled');
    expect(frame.isConnected).toBe(false);
  });

  it('prints each receipt in its own frame', async () => {
    const first = startPrinting();
    const second = startPrinting({ title: 'Comprobante de pago', rows: [['Referencia', 'PSE-000124']] });
    await Promise.all([first.printed, second.printed]);

    expect(print).toHaveBeenCalledTimes(2);
    expect(printFrames()).toEqual([first.frame, second.frame]);
    expect(rows(second.frame)).toEqual([['Referencia', 'PSE-000124']]);
  });
});

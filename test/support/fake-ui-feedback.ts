import { vi } from 'vitest';
import type { ModalRequest, UiFeedback } from '@/application/shared/ui-feedback.port';

/** A UiFeedback that runs the work and records modals and system errors. */
export function fakeUiFeedback() {
  const modals: ModalRequest[] = [];
  // A generic method cannot be a vi.fn without losing its type: count the calls beside it.
  const loader = vi.fn();
  const ui = {
    withLoader<T>(work: () => Promise<T>): Promise<T> {
      loader();
      return work();
    },
    showModal: vi.fn<UiFeedback['showModal']>((request) => void modals.push(request)),
    showSystemError: vi.fn<UiFeedback['showSystemError']>(),
    showToast: vi.fn<UiFeedback['showToast']>(),
  } satisfies UiFeedback;
  return { ui, modals, loader };
}

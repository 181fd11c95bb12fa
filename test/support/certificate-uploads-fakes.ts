import { vi } from 'vitest';
import type { ModalRequest, UiFeedback } from '@/application/shared/ui-feedback.port';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import type { LoadedFile } from '@/presentation/shared/components/file-upload/browser-file.model';

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

export const juan: Beneficiary = { namePerson: 'JUAN CAMILO ARANGO MESA', documentType: 'CC', documentNumber: '98765432' };
export const sofia: Beneficiary = { namePerson: 'SOFÍA ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567890' };
export const luis: Beneficiary = { namePerson: 'LUIS ALBERTO RESTREPO PÉREZ', documentType: 'CC', documentNumber: '8345678' };

export const loaded = (name: string, mimeType = 'application/pdf'): LoadedFile => ({ name, size: 10, mimeType, base64: btoa(name) });

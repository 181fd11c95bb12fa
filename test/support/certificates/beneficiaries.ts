import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import type { LoadedFile } from '@/presentation/shared/components/file-upload/browser-file.model';

/** Beneficiaries of a worker's family group, as the certificate view-model tests pick them. */
export const juan: Beneficiary = { namePerson: 'JUAN CAMILO ARANGO MESA', documentType: 'CC', documentNumber: '98765432' };
export const sofia: Beneficiary = { namePerson: 'SOFÍA ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567890' };
export const luis: Beneficiary = { namePerson: 'LUIS ALBERTO RESTREPO PÉREZ', documentType: 'CC', documentNumber: '8345678' };

/** A file as the upload field hands it over once read (a PDF by default). */
export const loaded = (name: string, mimeType = 'application/pdf'): LoadedFile => ({ name, size: 10, mimeType, base64: btoa(name) });

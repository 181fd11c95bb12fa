import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationArguments } from 'class-validator';
import { DocumentNumberConstraint } from '@/domain/shared/documents/document-number.constraint';
import { validateDocumentNumber } from '@/domain/shared/documents/document-number.rules';
import { DocumentQueryForm } from '@/domain/shared/documents/document-query.form';
import { documentTypeCodes } from '@/domain/shared/documents/document-type.entity';
import { formErrors, isFormValid } from '@/domain/shared/form-validation.rules';

describe('DocumentQueryForm (class-validator)', () => {
  it('defaults to CC with an empty number, which is required', () => {
    const form = new DocumentQueryForm();
    expect(form.documentType).toBe('CC');
    expect(form.documentNumber).toBe('');
    expect(formErrors(form)).toEqual({ documentNumber: 'documentNumber.required' });
    expect(isFormValid(form)).toBe(false);
  });

  it.each([
    ['CC', '1234567890', {}],
    ['CC', ' 123 ', {}],
    ['CC', '12', { documentNumber: 'documentNumber.invalid' }],
    ['CE', '12345678', { documentNumber: 'documentNumber.invalid' }],
    ['PA', 'AB12', {}],
    ['PE', '123456789012345', {}],
    ['RC', '   ', { documentNumber: 'documentNumber.required' }],
  ])('%s %j -> %j', (type, number, expected) => {
    const form = new DocumentQueryForm(type, number);
    expect(formErrors(form)).toEqual(expected);
    expect(isFormValid(form)).toBe(Object.keys(expected).length === 0);
  });

  it('reports an unknown type with its own code, and checks the number as CC meanwhile', () => {
    expect(formErrors(new DocumentQueryForm('XX', '123'))).toEqual({ documentType: 'documentType.invalid' });
    expect(formErrors(new DocumentQueryForm('cc', 'abc'))).toEqual({
      documentType: 'documentType.invalid',
      documentNumber: 'documentNumber.invalid',
    });
  });

  it('treats a number that is not text (an untouched or corrupted field) as required', () => {
    const form = new DocumentQueryForm('CC', '123');
    (form as { documentNumber: unknown }).documentNumber = undefined;
    expect(formErrors(form)).toEqual({ documentNumber: 'documentNumber.required' });
    (form as { documentNumber: unknown }).documentNumber = 1234567;
    expect(formErrors(form)).toEqual({ documentNumber: 'documentNumber.required' });
  });

  it('checks the number as CC when the type is not text', () => {
    const form = new DocumentQueryForm('CC', 'AB1');
    (form as { documentType: unknown }).documentType = 7;
    expect(formErrors(form)).toEqual({ documentType: 'documentType.invalid', documentNumber: 'documentNumber.invalid' });
  });

  it('property: agrees with validateDocumentNumber for every known type and any text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...documentTypeCodes),
        fc.oneof(fc.string({ maxLength: 18 }), fc.string({ unit: fc.constantFrom(...'0123456789 aZ'), maxLength: 18 })),
        (type, number) => {
          const errors = formErrors(new DocumentQueryForm(type, number));
          expect(errors.documentType).toBeUndefined();
          expect(errors.documentNumber ?? null).toBe(validateDocumentNumber(type, number));
        },
      ),
    );
  });

  describe('DocumentNumberConstraint used directly', () => {
    const args = (value: unknown, documentType: unknown): ValidationArguments => ({
      value,
      object: { documentType },
      constraints: [],
      targetName: 'AnyForm',
      property: 'documentNumber',
    });
    const constraint = new DocumentNumberConstraint();

    it.each([
      ['123', 'CC', true, ''],
      ['', 'CC', false, 'documentNumber.required'],
      ['AB1', 'CC', false, 'documentNumber.invalid'],
      ['AB1', 'PA', true, ''],
      ['AB1', undefined, false, 'documentNumber.invalid'],
      [null, 'PA', false, 'documentNumber.required'],
    ])('%j for type %j: valid %s, message %j', (value, type, isValid, message) => {
      expect(constraint.validate(value, args(value, type))).toBe(isValid);
      expect(constraint.defaultMessage(args(value, type))).toBe(message);
    });
  });
});

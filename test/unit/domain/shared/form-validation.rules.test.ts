import { IsNotEmpty, Length, Matches, ValidateNested } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { formErrors, isFormValid } from '@/domain/shared/form-validation.rules';

class Attachment {
  @IsNotEmpty({ message: 'reasonType.required' })
  reasonType: string;

  constructor(reasonType: string) {
    this.reasonType = reasonType;
  }
}

class Sample {
  // Written in the order a person should fix them.
  @IsNotEmpty({ message: 'code.required' })
  @Length(3, 5, { message: 'code.length' })
  @Matches(/^x/, { message: 'code.pattern' })
  code: string;

  @ValidateNested()
  main: Attachment;

  @ValidateNested()
  people: Attachment[];

  constructor(code: string, main: Attachment, people: Attachment[]) {
    this.code = code;
    this.main = main;
    this.people = people;
  }
}

const valid = () => new Sample('x12', new Attachment('1'), [new Attachment('2')]);

describe('formErrors', () => {
  it('is empty for a valid form', () => {
    expect(formErrors(valid())).toEqual({});
    expect(isFormValid(valid())).toBe(true);
  });

  it.each([
    ['', 'code.required'],
    ['x', 'code.length'],
    ['abc', 'code.pattern'],
    ['abcdefg', 'code.length'],
  ])('reports the first written failing check for %j: %s', (code, expected) => {
    const form = valid();
    form.code = code;
    expect(formErrors(form)).toEqual({ code: expected });
    expect(isFormValid(form)).toBe(false);
  });

  it('reports nested forms and list items under dotted paths', () => {
    const form = new Sample('x12', new Attachment(''), [new Attachment('1'), new Attachment('')]);
    expect(formErrors(form)).toEqual({ 'main.reasonType': 'reasonType.required', 'people.1.reasonType': 'reasonType.required' });
    expect(isFormValid(form)).toBe(false);
  });
});

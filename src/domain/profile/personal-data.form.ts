import { IsIn, Validate } from 'class-validator';
import { PersonalDataFieldConstraint } from './personal-data.constraint';
import type { PersonalDataValues } from './personal-data.rules';
import { defaultSector, sectors } from './user-record.entity';

/**
 * The data-update form (spec sections 3 and 5) as a class-validator form: `formErrors(form)` gives
 * each field's code ('cellphoneNumber.required', 'confirmEmail.mismatch'…; see
 * `personal-data.rules.ts` for the Spanish they stand for), `isFormValid(form)` whether every rule
 * holds. The location and the privacy policy are not fields here: see `canSave`.
 */
export class PersonalDataForm implements PersonalDataValues {
  @Validate(PersonalDataFieldConstraint, ['cellphoneNumber'])
  cellphoneNumber: string;

  @Validate(PersonalDataFieldConstraint, ['phoneNumber'])
  phoneNumber: string;

  @Validate(PersonalDataFieldConstraint, ['email'])
  email: string;

  @Validate(PersonalDataFieldConstraint, ['confirmEmail'])
  confirmEmail: string;

  @Validate(PersonalDataFieldConstraint, ['address'])
  address: string;

  @IsIn(sectors, { message: 'sector.invalid' })
  sector: PersonalDataValues['sector'];

  constructor(values: Partial<PersonalDataValues> = {}) {
    this.cellphoneNumber = values.cellphoneNumber ?? '';
    this.phoneNumber = values.phoneNumber ?? '';
    this.email = values.email ?? '';
    this.confirmEmail = values.confirmEmail ?? '';
    this.address = values.address ?? '';
    this.sector = values.sector ?? defaultSector;
  }
}

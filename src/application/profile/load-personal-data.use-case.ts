import { inject, injectable } from 'inversify';
import { initialLocation, type LocationSelection } from '@/domain/profile/location.entity';
import { userRecordOutcome } from '@/domain/profile/personal-data.outcomes';
import { initialPersonalDataForm, type PersonalDataFormState } from '@/domain/profile/personal-data.form';
import { sessionOwnerOf } from '@/domain/shared/session/session-owner.rules';
import type { UserRecord } from '@/domain/profile/user-record.entity';
import { Identity } from '@/application/shared/session/identity.port';
import { ProfileGateway } from './profile-gateway.port';

export type PersonalDataLoadResult =
  /** The form prefilled from the record, with the defaults where the person has no location. */
  | { readonly kind: 'loaded'; readonly record: UserRecord; readonly form: PersonalDataFormState; readonly location: LocationSelection }
  /** Nobody is signed in (or the session carries no document): nothing was asked; the page asks to sign in. */
  | { readonly kind: 'notSignedIn' }
  /** 'Error del sistema': the user load answered a code but 200. */
  | { readonly kind: 'systemError' };

/**
 * The entry load of /actualizacion-de-datos: the signed-in person's own record,
 * asked with the document of their session (docs/profile.md: "document in the update call is the
 * user's own"), never one from the address bar or the form.
 */
@injectable()
export class LoadPersonalData {
  constructor(
    @inject(ProfileGateway) private readonly gateway: ProfileGateway,
    @inject(Identity) private readonly identity: Identity,
  ) {}

  async execute(): Promise<PersonalDataLoadResult> {
    const owner = sessionOwnerOf(this.identity.currentSession());
    if (owner === null) return { kind: 'notSignedIn' };
    const answer = await this.gateway.getUser({ idType: owner.documentType, idNumber: owner.documentNumber });
    if (!answer.ok) return { kind: 'systemError' };
    const { record } = answer.value;
    if (userRecordOutcome(answer.code, record) !== 'record' || record === null) return { kind: 'systemError' };
    return { kind: 'loaded', record, form: initialPersonalDataForm(record), location: initialLocation(record) };
  }
}

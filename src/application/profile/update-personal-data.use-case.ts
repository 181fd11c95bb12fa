import { inject, injectable } from 'inversify';
import { completeLocation, type LocationSelection } from '@/domain/profile/location.entity';
import { personalDataUpdateOutcome } from '@/domain/profile/personal-data.outcomes';
import { canSave, type PersonalDataValues } from '@/domain/profile/personal-data.form';
import { sessionOwnerOf, type SessionOwner } from '@/domain/shared/session/session-owner.rules';
import { trimInput } from '@/domain/shared/input-sanitizers.rules';
import { Identity } from '@/application/shared/session/identity.port';
import { ProfileGateway, type UpdateUserRequest } from './profile-gateway.port';

/** What the form holds when 'Guardar' is pressed. */
export interface PersonalDataUpdateInput {
  /** The record's id, kept from the load. */
  readonly idSap: string;
  readonly values: PersonalDataValues;
  readonly location: LocationSelection;
  readonly isPrivacyAccepted: boolean;
}

export type PersonalDataUpdateResult =
  /** 'Actualización de datos' / 'Los datos fueron actualizados exitosamente.' */
  | { readonly kind: 'updated' }
  /** 'Correo existente' / 'Existe una cuenta asociada al correo electrónico ingresado…' */
  | { readonly kind: 'emailInUse' }
  /** The form could not be saved (the button stays disabled until it can): nothing was sent. */
  | { readonly kind: 'incomplete' }
  /** Nobody is signed in, or the session carries no document: nothing was sent. */
  | { readonly kind: 'notSignedIn' }
  | { readonly kind: 'systemError' };

/**
 * 'Guardar' (the contract's `updateUser`; docs/profile.md): PUT users/{idSap} with the signed-in
 * person's own document and the form's values, trimmed. Never sent when the form cannot be saved
 * (`canSave`), without an idSap, or without a session.
 */
@injectable()
export class UpdatePersonalData {
  constructor(
    @inject(ProfileGateway) private readonly gateway: ProfileGateway,
    @inject(Identity) private readonly identity: Identity,
  ) {}

  async execute(input: PersonalDataUpdateInput): Promise<PersonalDataUpdateResult> {
    const owner = sessionOwnerOf(this.identity.currentSession());
    if (owner === null) return { kind: 'notSignedIn' };
    const request = updateUserRequestOf(owner, input);
    const idSap = input.idSap.trim();
    if (request === null || idSap === '') return { kind: 'incomplete' };
    const answer = await this.gateway.updateUser(idSap, request);
    if (!answer.ok) return { kind: 'systemError' };
    return { kind: personalDataUpdateOutcome(answer.code) };
  }
}

/** The PUT body, field by field (the contract's `updateUser`); null when the form cannot be saved. */
function updateUserRequestOf(owner: SessionOwner, input: PersonalDataUpdateInput): UpdateUserRequest | null {
  const { values, location, isPrivacyAccepted } = input;
  const codes = completeLocation(location);
  if (!canSave(values, location, isPrivacyAccepted) || codes === null) return null;
  return {
    documentType: owner.documentType,
    documentNumber: owner.documentNumber,
    mobile: trimInput(values.cellphoneNumber),
    phone: trimInput(values.phoneNumber),
    email: trimInput(values.email),
    country: codes.country,
    state: codes.state,
    city: codes.city,
    neighborhood: codes.neighborhood,
    sector: values.sector,
    address: trimInput(values.address),
  };
}

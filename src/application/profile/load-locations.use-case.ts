import { inject, injectable } from 'inversify';
import type { LocationLevel, LocationOption } from '@/domain/profile/location.entity';
import { locationListOutcome } from '@/domain/profile/personal-data.outcomes';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { ProfileGateway, type LocationListAnswer } from './profile-gateway.port';

export type LocationListResult =
  | { readonly kind: 'options'; readonly options: readonly LocationOption[] }
  /** An empty list, or no code to ask with: the select shows 'No se encontraron resultados'. */
  | { readonly kind: 'noResults' }
  | { readonly kind: 'systemError' };

/**
 * The cascading location selects of the data-update form (`getStates`, `getCities`, `getNeighborhoods`):
 * the states of the country, the cities of a state, the neighborhoods of a city. A blank code asks
 * nothing (there is no list under nothing).
 */
@injectable()
export class LoadLocations {
  constructor(@inject(ProfileGateway) private readonly gateway: ProfileGateway) {}

  states(countryCode: string): Promise<LocationListResult> {
    return this.load('states', countryCode);
  }

  cities(stateCode: string): Promise<LocationListResult> {
    return this.load('cities', stateCode);
  }

  neighborhoods(cityCode: string): Promise<LocationListResult> {
    return this.load('neighborhoods', cityCode);
  }

  async load(level: LocationLevel, parentCode: string): Promise<LocationListResult> {
    const code = parentCode.trim();
    if (code === '') return { kind: 'noResults' };
    const answer = await this.ask(level, code);
    if (!answer.ok) return { kind: 'systemError' };
    const { options } = answer.value;
    switch (locationListOutcome(answer.code, options)) {
      case 'options':
        return { kind: 'options', options: options ?? [] };
      case 'noResults':
        return { kind: 'noResults' };
      case 'systemError':
        return { kind: 'systemError' };
    }
  }

  private ask(level: LocationLevel, code: string): Promise<GatewayAnswer<LocationListAnswer>> {
    switch (level) {
      case 'states':
        return this.gateway.getStates(code);
      case 'cities':
        return this.gateway.getCities(code);
      case 'neighborhoods':
        return this.gateway.getNeighborhoods(code);
    }
  }
}

import { http, HttpResponse } from 'msw';
import { citiesOf, neighborhoodsOf, statesOf } from '../data/locations';

/**
 * Location lists of the data-update form (spec section 7): states of a country, cities of
 * a state, neighbourhoods of a city. An unknown or missing code answers an empty list with
 * code 0, as a lookup that finds nothing does, so the form shows 'No se encontraron resultados'.
 */
export const locationsPaths = {
  states: '*/api/v1/manage/people/locations/states',
  cities: '*/api/v1/manage/people/locations/cities',
  neighborhoods: '*/api/v1/manage/people/locations/neighborhoods',
} as const;

const param = (request: Request, name: string): string => new URL(request.url).searchParams.get(name)?.trim() ?? '';

export const locationsHandlers = [
  http.get(locationsPaths.states, ({ request }) =>
    HttpResponse.json({ code: 0, detail: { states: statesOf(param(request, 'countryCode').toUpperCase()) } }),
  ),
  http.get(locationsPaths.cities, ({ request }) =>
    HttpResponse.json({ code: 0, detail: { cities: citiesOf(param(request, 'stateCode')) } }),
  ),
  http.get(locationsPaths.neighborhoods, ({ request }) =>
    HttpResponse.json({ code: 0, detail: { neighborhoods: neighborhoodsOf(param(request, 'cityCode')) } }),
  ),
];

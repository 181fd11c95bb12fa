import type { ConfigFieldProblem } from '@/application/shared/config/config-problem.model';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';
import { testConfig } from '@test/support/test-config';

// The configuration file as validateAppConfig reads it: a valid one as plain JSON, edited one field
// at a time, the problems it gets, and its fields by kind, named by their paths.

/** A deep, mutable copy of a valid configuration as plain JSON. */
export const validJson = (): Record<string, unknown> => JSON.parse(JSON.stringify(testConfig())) as Record<string, unknown>;

/** Sets (or, with `undefined`, deletes) the value at a path like `footer.company[0].href`. */
export function withField(path: string, value: unknown): Record<string, unknown> {
  const json = validJson();
  const keys = path.split(/\.|\[(\d+)\]/).filter((key) => key !== undefined && key !== '');
  let target = json as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return json;
}

export function problemsOf(input: unknown): readonly ConfigFieldProblem[] {
  const result = validateAppConfig(input);
  return result.ok ? [] : result.problems;
}

export const textFields = [
  'identity.realm',
  'identity.clientId',
  'provider.tradeName',
  'provider.taxId',
  'footer.company[0].label',
  'footer.regulator.label',
  'servicePhones[0].label',
  'servicePhones[1].label',
  'texts.workerNotFoundToast',
  'texts.beneficiaryNotFoundToast',
  'texts.fosfecNotFoundToast',
  'texts.errorFormato',
  'texts.errorPeso',
  'texts.errorArchivo',
  'texts.paymentEmailErrorTitle',
];

export const urlFields = [
  'apiBaseUrl',
  'identity.url',
  'provider.publicSiteUrl',
  'footer.company[0].href',
  'footer.quickAccess[0].href',
  'footer.serviceChannels[0].href',
  'footer.socialNetworks[0].href',
  'footer.regulator.href',
  'feedbackSurveyUrl',
  'externalSites.creditSystem',
  'externalSites.noveltiesRegistration',
  'externalSites.frequentQuestions',
  'externalSites.subsidies.unemployment',
  'externalSites.subsidies.educational',
  'externalSites.subsidies.footwear',
  'externalSites.housingSubsidy.whatIsIt',
  'externalSites.housingSubsidy.howToApply',
  'externalSites.housingSubsidy.requirements',
  'externalSites.housingSubsidy.assignmentCheck',
  'ipLookup.services[0]',
];

export const pathFields = [
  'navigation.onlineServicesHome',
  'navigation.sideMenu.onlineServices',
  'navigation.sideMenu.onlinePayments',
  'navigation.sideMenu.certificates',
  'navigation.sideMenu.subsidies',
  'navigation.sideMenu.credits',
];

export const objectFields = [
  'identity',
  'provider',
  'navigation',
  'navigation.sideMenu',
  'footer',
  'footer.regulator',
  'footer.company[0]',
  'servicePhones[0]',
  'externalSites',
  'externalSites.subsidies',
  'externalSites.housingSubsidy',
  'ipLookup',
  'texts',
];

export const listFields = ['footer.company', 'footer.quickAccess', 'footer.serviceChannels', 'footer.socialNetworks', 'ipLookup.services'];

export const allLeafFields = [
  ...textFields,
  ...urlFields,
  ...pathFields,
  'requestTimeoutMs',
  'ipLookup.timeoutMs',
  'servicePhones[0].number',
  'releaseNotesWidgetUrl',
];

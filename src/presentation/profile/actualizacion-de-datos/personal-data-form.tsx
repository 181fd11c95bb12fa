import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { fixedCountry, type LocationLevel } from '@/domain/profile/location.entity';
import type { PersonalDataField } from '@/domain/profile/personal-data.rules';
import { sectors } from '@/domain/profile/user-record.entity';
import { Button } from '@/presentation/shared/components/button/button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { SearchableSelect } from '@/presentation/shared/components/searchable-select/searchable-select';
import { StepForm } from '@/presentation/shared/components/step-form/step-form';
import { personalDataMessages as m } from './personal-data.messages';
import type { PersonalDataViewModel } from './personal-data.view-model';

const PrivacyPolicyDialog = lazy(async () => ({ default: (await import('./privacy-policy-dialog')).PrivacyPolicyDialog }));

const focusRing = { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } as const;

/**
 * The data update's form (docs/profile.md), prefilled from the person's record: contact,
 * location, the privacy-policy box and 'Guardar'. It draws with Chakra, so it is a chunk of its own
 * that the page loads with the theme once its intro and the person are on screen.
 */
export const PersonalDataForm = observer(function PersonalDataForm({ vm }: { vm: PersonalDataViewModel }) {
  const contactId = useId();
  const locationId = useId();
  const hintId = useId();
  const [isPolicyOpen, setPolicyOpen] = useState(false);
  const blocker = vm.saveBlocker;
  const isSubmitting = vm.submission.isSubmitting;

  return (
    <StepForm isWide onSubmit={() => void vm.save()}>
      <Stack as="section" aria-labelledby={contactId} gap="4">
        <Heading as="h2" id={contactId} size="lg">
          {m.contact.heading}
        </Heading>
        <TwoColumns>
          <TextField vm={vm} field="cellphoneNumber" label={m.contact.cellphoneNumber} inputMode="numeric" autoComplete="tel-national" />
          <TextField vm={vm} field="phoneNumber" label={m.contact.phoneNumber} inputMode="numeric" autoComplete="off" />
          <TextField vm={vm} field="email" label={m.contact.email} type="email" inputMode="email" autoComplete="email" />
          <TextField vm={vm} field="confirmEmail" label={m.contact.confirmEmail} type="email" inputMode="email" autoComplete="off" />
        </TwoColumns>
      </Stack>

      <Stack as="section" aria-labelledby={locationId} gap="4">
        <Heading as="h2" id={locationId} size="lg">
          {m.location.heading}
        </Heading>
        <TwoColumns>
          <CountryField />
          <LocationField vm={vm} level="states" label={m.location.state} onChoose={(code) => void vm.chooseState(code)} />
          <LocationField vm={vm} level="cities" label={m.location.city} onChoose={(code) => void vm.chooseCity(code)} />
          <LocationField vm={vm} level="neighborhoods" label={m.location.neighborhood} onChoose={(code) => vm.chooseNeighborhood(code)} />
        </TwoColumns>
        <TextField vm={vm} field="address" label={m.location.address} hint={m.location.addressHint} autoComplete="street-address" />
        <SectorField vm={vm} />
      </Stack>

      <Stack gap="2" align="flex-start">
        <chakra.label display="flex" alignItems="center" gap="3" minH="11" fontWeight="semibold" cursor="pointer">
          <chakra.input
            type="checkbox"
            width="6"
            height="6"
            flexShrink={0}
            accentColor="var(--chakra-colors-brand-solid)"
            checked={vm.isPrivacyAccepted}
            onChange={(event) => vm.setPrivacyAccepted(event.target.checked)}
          />
          {m.privacy.accept}
        </chakra.label>
        <Button type="button" variant="plain" colorPalette="brand" textDecoration="underline" px="0" minH="11" onClick={() => setPolicyOpen(true)}>
          {m.privacy.open}
        </Button>
      </Stack>

      {blocker !== null && (
        <Text id={hintId} color="fg.muted">
          {m.saveBlocked[blocker]}
        </Text>
      )}
      <PageActions>
        <Button
          type="submit"
          size="lg"
          ms={{ sm: 'auto' }}
          disabled={!vm.canSave}
          loading={isSubmitting}
          aria-describedby={blocker !== null ? hintId : undefined}
        >
          {m.save}
        </Button>
      </PageActions>

      {isPolicyOpen && (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog isOpen={isPolicyOpen} onClose={() => setPolicyOpen(false)} />
        </Suspense>
      )}
    </StepForm>
  );
});

/** One column on a phone, two from tablet width. */
function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5" alignItems="start">
      {children}
    </Grid>
  );
}

const inputStyle = {
  w: 'full',
  minH: '11',
  px: '3',
  fontSize: 'md',
  bg: 'bg.panel',
  borderWidth: '1px',
  rounded: 'l2',
  _focusVisible: focusRing,
} as const;

/** A typed field: its label, the input, its hint and the rule's message once its validity is false. */
const TextField = observer(function TextField({
  vm,
  field,
  label,
  hint,
  type = 'text',
  inputMode = 'text',
  autoComplete,
}: {
  vm: PersonalDataViewModel;
  field: PersonalDataField;
  label: string;
  hint?: string;
  type?: 'text' | 'email';
  inputMode?: 'text' | 'numeric' | 'email';
  autoComplete: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const error = vm.error(field);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="2" minW="0">
      <chakra.label htmlFor={inputId} fontWeight="semibold">
        {label}
      </chakra.label>
      <chakra.input
        id={inputId}
        // The contract's field names: the address is sanitised by its name (docs/profile.md, the rules).
        name={fieldNames[field]}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={false}
        {...inputStyle}
        borderColor={error ? 'border.error' : 'border'}
        value={vm.value(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => vm.change(field, event.target.value)}
        onBlur={() => vm.leave(field)}
      />
      {hint && (
        <Text id={hintId} color="fg.muted" fontSize="sm">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} color="fg.error" fontWeight="medium">
          {m.errors[error]}
        </Text>
      )}
    </Stack>
  );
});

const fieldNames: Readonly<Record<PersonalDataField, string>> = {
  cellphoneNumber: 'CellphoneNumber',
  phoneNumber: 'PhoneNumber',
  email: 'Email',
  confirmEmail: 'ConfirmEmail',
  address: 'Address',
};

/** Colombia, fixed: the country is fixed and disabled. */
function CountryField() {
  const inputId = useId();
  return (
    <Stack gap="2" minW="0">
      <chakra.label htmlFor={inputId} fontWeight="semibold">
        {m.location.country}
      </chakra.label>
      <chakra.input id={inputId} name="Country" type="text" disabled value={fixedCountry.name} readOnly {...inputStyle} borderColor="border" bg="bg.muted" color="fg.muted" cursor="not-allowed" />
    </Stack>
  );
}

const LocationField = observer(function LocationField({
  vm,
  level,
  label,
  onChoose,
}: {
  vm: PersonalDataViewModel;
  level: LocationLevel;
  label: string;
  onChoose: (code: string) => void;
}) {
  const list = vm.lists[level];
  const options = list.options.map((option) => ({ value: option.code, label: option.name }));
  return (
    <SearchableSelect
      label={label}
      name={selectNames[level]}
      options={options}
      value={vm.selected(level)?.code ?? null}
      onChange={onChoose}
      isBusy={list.status === 'loading'}
      busyText={m.loadingList[level]}
      isDisabled={list.status === 'waiting' || vm.submission.isSubmitting}
    />
  );
});

const selectNames: Readonly<Record<LocationLevel, string>> = { states: 'State', cities: 'City', neighborhoods: 'Neighborhood' };

/** U urbano / R rural, U by default. */
const SectorField = observer(function SectorField({ vm }: { vm: PersonalDataViewModel }) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="semibold" mb="2">
        {m.location.sector}
      </chakra.legend>
      <Flex gap="6" wrap="wrap">
        {sectors.map((sector) => (
          <chakra.label key={sector} display="flex" alignItems="center" gap="2" minH="11" cursor="pointer">
            <chakra.input
              type="radio"
              name="Sector"
              value={sector}
              width="5"
              height="5"
              accentColor="var(--chakra-colors-brand-solid)"
              checked={vm.sector === sector}
              onChange={() => vm.changeSector(sector)}
            />
            {m.sectors[sector]}
          </chakra.label>
        ))}
      </Flex>
    </chakra.fieldset>
  );
});

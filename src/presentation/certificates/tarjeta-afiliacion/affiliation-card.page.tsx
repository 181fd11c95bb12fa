import { useEffect, useId, useRef } from 'react';
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { maxAffiliationCardBeneficiaries } from '@/domain/certificates/affiliation-card-selection.rules';
import { toTitleCase } from '@/domain/shared/names.rules';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { CertificateDelivery } from '@/presentation/certificates/shared/delivery/certificate-delivery';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import { affiliationCardMessages as m } from './affiliation-card.messages';
import { AffiliationCardViewModel } from './affiliation-card.view-model';

type Vm = { vm: AffiliationCardViewModel };

/** /certificados/tarjeta-afiliacion (c08): choose up to five beneficiaries, then get the card. */
export const AffiliationCardPage = observer(function AffiliationCardPage() {
  const vm = useViewModel(AffiliationCardViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <Stack gap="8">
      <PageIntro title={m.title} lead={m.lead} />
      {vm.step === 4 && <CertificateUnavailable reason={vm.unavailableReason} />}
      {vm.step === 'selection' && <SelectionStep vm={vm} />}
      {vm.step !== 0 && vm.step !== 4 && vm.step !== 'selection' && (
        <CertificateDelivery vm={vm.delivery} onNewCertificate={() => vm.newCard()} />
      )}
    </Stack>
  );
});

const checkboxStyle = { type: 'checkbox', width: '5', height: '5', flexShrink: 0, accentColor: 'brand.solid' } as const;

const SelectionStep = observer(function SelectionStep({ vm }: Vm) {
  const hintId = useId();
  const selection = vm.selection;
  const atLimit = selection.size >= maxAffiliationCardBeneficiaries;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="6"
      maxW="3xl"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.continue();
      }}
    >
      <StepHeading>{m.selection.heading}</StepHeading>
      <chakra.fieldset display="flex" flexDirection="column" gap="2" minW="0">
        <chakra.legend fontWeight="semibold" mb="2">
          {m.selection.legend}
        </chakra.legend>
        <SelectAll vm={vm} />
        {vm.beneficiaries.map((beneficiary) => {
          const isSelected = selection.isSelected(beneficiary);
          const isDisabled = selection.isDisabled(beneficiary);
          return (
            <chakra.label
              key={vm.key(beneficiary)}
              display="flex"
              alignItems="center"
              gap="3"
              px="4"
              py="3"
              minH="11"
              borderWidth={isSelected ? '2px' : '1px'}
              borderColor={isSelected ? 'brand.solid' : 'border'}
              bg={isSelected ? 'brand.subtle' : undefined}
              rounded="md"
              cursor={isDisabled ? 'not-allowed' : 'pointer'}
              color={isDisabled ? 'fg.muted' : undefined}
            >
              <chakra.input
                {...checkboxStyle}
                checked={isSelected}
                disabled={isDisabled}
                aria-describedby={isDisabled ? hintId : undefined}
                onChange={() => vm.toggle(beneficiary)}
              />
              <Box minW="0">
                <Text fontWeight="medium">{toTitleCase(beneficiary.namePerson)}</Text>
                <Text fontSize="sm" color="fg.muted">{`${beneficiary.documentType} ${beneficiary.documentNumber}`}</Text>
              </Box>
            </chakra.label>
          );
        })}
      </chakra.fieldset>
      <Stack gap="1">
        <Text role="status" fontWeight="medium">
          {m.selection.count(selection.size)}
        </Text>
        <Text id={hintId} color="fg.muted">
          {atLimit ? m.selection.limitReached : selection.canContinue ? '' : m.selection.hint}
        </Text>
      </Stack>
      <PageActions>
        <BackButton to="/certificados" />
        <Button
          type="submit"
          size="lg"
          disabled={!selection.canContinue}
          aria-describedby={selection.canContinue ? undefined : hintId}
        >
          {m.selection.continue}
        </Button>
      </PageActions>
    </chakra.form>
  );
});

/** Checked when nothing more fits, indeterminate when partly chosen (spec section 4). */
const SelectAll = observer(function SelectAll({ vm }: Vm) {
  const ref = useRef<HTMLInputElement>(null);
  const state = vm.selection.selectAllState;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="3"
      px="4"
      py="3"
      minH="11"
      borderBottomWidth="1px"
      borderColor="border"
      fontWeight="semibold"
      cursor="pointer"
    >
      <chakra.input ref={ref} {...checkboxStyle} checked={state === 'full'} onChange={() => vm.toggleAll()} />
      {m.selection.selectAll}
    </chakra.label>
  );
});

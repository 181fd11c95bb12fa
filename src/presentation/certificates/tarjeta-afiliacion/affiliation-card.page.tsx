import { useEffect, useId, useRef } from 'react';
import { chakra, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/presentation/shared/components/button/button';
import { observer } from 'mobx-react-lite';
import { maxAffiliationCardBeneficiaries } from '@/domain/certificates/affiliation-card-selection.rules';
import { beneficiaryKey } from '@/domain/certificates/beneficiary.entity';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { StepHeading } from '@/presentation/shared/components/step-heading/step-heading';
import { BeneficiaryOption, choiceBoxStyle, choiceRowStyle } from '@/presentation/certificates/shared/beneficiary-option';
import { CertificatePage } from '@/presentation/certificates/shared/certificate-page';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import { CertificateDelivery } from '@/presentation/shared/components/certificate-delivery/certificate-delivery';
import { isDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { StepForm } from '@/presentation/shared/components/step-form/step-form';
import { affiliationCardMessages as m } from './affiliation-card.messages';
import { AffiliationCardViewModel } from './affiliation-card.view-model';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

type Vm = { vm: AffiliationCardViewModel };

/** /certificados/tarjeta-afiliacion (c08): choose up to five beneficiaries, then get the card. */
export const AffiliationCardPage = observer(function AffiliationCardPage() {
  const vm = useViewModel(AffiliationCardViewModel);
  useEntryLoad(vm);
  const phase = useShownPhase(vm.phase);
  return (
    <CertificatePage title={m.title} lead={m.lead}>
      {phase === 'unavailable' && <CertificateUnavailable reason={vm.unavailableReason} />}
      {phase === 'selection' && <SelectionStep vm={vm} />}
      {isDeliveryPhase(phase) && <CertificateDelivery vm={vm.delivery} onNewCertificate={() => vm.newCard()} />}
    </CertificatePage>
  );
});

const SelectionStep = observer(function SelectionStep({ vm }: Vm) {
  const hintId = useId();
  const selection = vm.selection;
  const atLimit = selection.size >= maxAffiliationCardBeneficiaries;
  return (
    <StepForm onSubmit={() => void vm.continue()}>
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
            <BeneficiaryOption
              key={beneficiaryKey(beneficiary)}
              beneficiary={beneficiary}
              isSelected={isSelected}
              isDisabled={isDisabled}
              input={{
                type: 'checkbox',
                checked: isSelected,
                disabled: isDisabled,
                'aria-describedby': isDisabled ? hintId : undefined,
                onChange: () => vm.toggle(beneficiary),
              }}
            />
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
          loading={vm.isSubmitting}
          aria-describedby={selection.canContinue ? undefined : hintId}
        >
          {m.selection.continue}
        </Button>
      </PageActions>
    </StepForm>
  );
});

/** Checked when nothing more fits, indeterminate when partly chosen. */
const SelectAll = observer(function SelectAll({ vm }: Vm) {
  const ref = useRef<HTMLInputElement>(null);
  const state = vm.selection.selectAllState;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <chakra.label
      {...choiceRowStyle}
      borderBottomWidth="1px"
      borderColor="border"
      fontWeight="semibold"
      cursor="pointer"
    >
      <chakra.input ref={ref} type="checkbox" {...choiceBoxStyle} checked={state === 'full'} onChange={() => vm.toggleAll()} />
      {m.selection.selectAll}
    </chakra.label>
  );
});

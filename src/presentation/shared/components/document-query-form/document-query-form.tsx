import { useId, type ReactNode } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { DocumentQueryFields } from '@/presentation/shared/components/document-query-fields/document-query-fields';
import { PageActions } from '@/presentation/shared/components/page-actions/page-actions';
import { StepForm } from '@/presentation/shared/components/step-form/step-form';

export interface DocumentQueryFormProps {
  /** The step's opening: its StepHeading and intro text (the form does not know which step it is). */
  heading: ReactNode;
  value: DocumentQuery;
  onChange: (query: DocumentQuery) => void;
  onSubmit: () => void;
  /** Whether the submit button is enabled (the number is valid and nothing is in flight). */
  canSubmit: boolean;
  /** Why the button is disabled, shown under the fields and tied to the button while it is. */
  hint: string;
  submitLabel: string;
  /** Where 'Regresar' leads. */
  backTo: string;
  isDisabled?: boolean;
}

/**
 * The first step of every anonymous document query (payments, rescheduling, refund): the
 * document type and number, the reason the button is still disabled, and 'Regresar' beside the
 * submit. A real form, so Enter in the number submits it once it is valid.
 */
export function DocumentQueryForm({ heading, value, onChange, onSubmit, canSubmit, hint, submitLabel, backTo, isDisabled = false }: DocumentQueryFormProps) {
  const hintId = useId();
  return (
    <StepForm isWide onSubmit={() => canSubmit && onSubmit()}>
      {heading}
      <DocumentQueryFields value={value} onChange={onChange} isDisabled={isDisabled} />
      {!canSubmit && (
        <Text id={hintId} color="fg.muted">
          {hint}
        </Text>
      )}
      <PageActions>
        <BackButton to={backTo} />
        <Button type="submit" size="lg" disabled={!canSubmit} aria-describedby={canSubmit ? undefined : hintId}>
          {submitLabel}
        </Button>
      </PageActions>
    </StepForm>
  );
}

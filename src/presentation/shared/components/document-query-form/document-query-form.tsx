import { useId, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { Button } from '@/presentation/shared/components/button/button';
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
  /** Whether the query may be sent (the number is valid and nothing is in flight). */
  canSubmit: boolean;
  /** Why the query cannot be sent (incomplete, or on its way), shown under the fields and tied to the button. */
  hint: string;
  submitLabel: string;
  /** Where 'Regresar' leads. */
  backTo: string;
  /**
   * The query is being sent: the submit button is busy (spinner, `aria-disabled`, clicks and Enter
   * ignored) and the fields take no change, and all of them keep the focus (see `Button`).
   */
  isBusy?: boolean;
}

/**
 * The first step of every anonymous document query (payments, rescheduling, refund): the
 * document type and number, the reason the button is still disabled, and 'Regresar' beside the
 * submit. A real form, so Enter in the number submits it once it is valid, and only once: while the
 * call runs nothing is disabled (the focus stays where it was), and neither the button nor Enter
 * sends the query again.
 *
 * The button is `disabled` only while the query is incomplete; the focus is then in a field, since
 * only an edit makes a valid query invalid.
 */
export function DocumentQueryForm({ heading, value, onChange, onSubmit, canSubmit, hint, submitLabel, backTo, isBusy = false }: DocumentQueryFormProps) {
  const hintId = useId();
  const isIncomplete = !canSubmit && !isBusy;
  return (
    <StepForm isWide onSubmit={() => !isBusy && canSubmit && onSubmit()}>
      {heading}
      <DocumentQueryFields value={value} onChange={onChange} isBusy={isBusy} />
      {!canSubmit && (
        <Text id={hintId} color="fg.muted">
          {hint}
        </Text>
      )}
      <PageActions>
        <BackButton to={backTo} />
        <Button type="submit" size="lg" disabled={isIncomplete} loading={isBusy} aria-describedby={canSubmit ? undefined : hintId}>
          {submitLabel}
        </Button>
      </PageActions>
    </StepForm>
  );
}

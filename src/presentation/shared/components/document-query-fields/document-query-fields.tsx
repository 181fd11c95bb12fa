import { useId, useState } from 'react';
import { chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  changeDocumentNumber,
  changeDocumentType,
  documentQueryError,
  type DocumentQuery,
} from '@/domain/shared/documents/document-number.rules';
import { documentTypeFor, documentTypes } from '@/domain/shared/documents/document-type.entity';
import { documentQueryMessage } from '@/presentation/shared/texts/validation.messages';
import { documentQueryFieldsMessages as m } from './document-query-fields.messages';
import { nativeSelectRecipe } from '@/presentation/shared/theme/native-select-recipe.model';

export interface DocumentQueryFieldsProps {
  value: DocumentQuery;
  onChange: (query: DocumentQuery) => void;
  /**
   * The query is being sent: the fields look disabled and take no change (`aria-disabled`, the
   * number read-only) but stay focusable, so the field that had the focus (Enter in the number
   * submits) keeps it while the call runs.
   */
  isBusy?: boolean;
  /** Shows the number's message even before the field was left (e.g. a query kept after an error). */
  showErrors?: boolean;
}

const focusRing = { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } as const;

/**
 * The document type and number every document query shares (certificates, payments,
 * rescheduling, refund). The number is sanitised for the chosen type while it
 * is typed; its message appears beside it once the person has left the field, so nobody is
 * told off while still typing. Choosing another type empties the number (its bounds change).
 */
export function DocumentQueryFields({ value, onChange, isBusy = false, showErrors = false }: DocumentQueryFieldsProps) {
  const typeId = useId();
  const numberId = useId();
  const errorId = useId();
  const [isTouched, setTouched] = useState(false);
  const type = documentTypeFor(value.documentType);
  const error = isTouched || showErrors ? documentQueryMessage(documentQueryError(value)) : null;

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-start' }}>
      <Stack gap="2" flex="1" minW="0">
        <chakra.label htmlFor={typeId} fontWeight="semibold">
          {m.documentType}
        </chakra.label>
        <NativeSelect.Root recipe={nativeSelectRecipe} size="lg">
          <NativeSelect.Field
            id={typeId}
            value={value.documentType}
            aria-disabled={isBusy ? true : undefined}
            onChange={(event) => {
              // A select has no read-only state: while busy the change is dropped and React puts
              // the controlled value back.
              if (isBusy) return;
              const next = changeDocumentType(value, event.target.value);
              if (next !== value) setTouched(false);
              onChange(next);
            }}
          >
            {documentTypes.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Stack gap="2" flex="1" minW="0">
        <chakra.label htmlFor={numberId} fontWeight="semibold">
          {m.documentNumber}
        </chakra.label>
        <chakra.input
          id={numberId}
          name="DocumentNumber"
          type="text"
          inputMode={type.kind === 'numeric' ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          readOnly={isBusy}
          aria-disabled={isBusy ? true : undefined}
          _disabled={{ layerStyle: 'disabled' }}
          minH="11"
          px="3"
          bg="bg.panel"
          borderWidth="1px"
          borderColor={error ? 'border.error' : 'border'}
          rounded="l2"
          _focusVisible={focusRing}
          value={value.documentNumber}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(changeDocumentNumber(value, event.target.value))}
          onBlur={() => setTouched(true)}
        />
        {error && (
          <Text id={errorId} color="fg.error" fontWeight="medium">
            {error}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

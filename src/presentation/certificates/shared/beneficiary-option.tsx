import type { ComponentProps } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { toTitleCase } from '@/domain/shared/names.rules';

/** A choice's row: the box beside its text, at least 44 px high (a touch target). */
export const choiceRowStyle = { display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '3', minH: '11' } as const;

/** A choice's box (radio or checkbox), in the brand colour. */
export const choiceBoxStyle = { width: '5', height: '5', flexShrink: 0, accentColor: 'brand.solid' } as const;

export interface BeneficiaryOptionProps {
  beneficiary: Beneficiary;
  isSelected: boolean;
  /** A row that cannot be chosen now (the affiliation card at its maximum) is muted. */
  isDisabled?: boolean;
  /** The box: its type, state and handlers (a radio in c05, a checkbox in c08). */
  input: ComponentProps<typeof chakra.input>;
}

/**
 * One beneficiary to choose (school certificate c05, affiliation card c08): the box, the name
 * title-cased and the document below it, the whole row a label outlined when chosen.
 */
export function BeneficiaryOption({ beneficiary, isSelected, isDisabled = false, input }: BeneficiaryOptionProps) {
  return (
    <chakra.label
      {...choiceRowStyle}
      borderWidth={isSelected ? '2px' : '1px'}
      borderColor={isSelected ? 'brand.solid' : 'border'}
      bg={isSelected ? 'brand.subtle' : undefined}
      rounded="md"
      cursor={isDisabled ? 'not-allowed' : 'pointer'}
      color={isDisabled ? 'fg.muted' : undefined}
    >
      <chakra.input {...choiceBoxStyle} {...input} />
      <Box minW="0">
        <Text fontWeight="medium">{toTitleCase(beneficiary.namePerson)}</Text>
        <Text fontSize="sm" color="fg.muted">{`${beneficiary.documentType} ${beneficiary.documentNumber}`}</Text>
      </Box>
    </chakra.label>
  );
}

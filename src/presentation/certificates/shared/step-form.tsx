import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/**
 * A screen that is a form (the school certificate's beneficiary and upload screens, the
 * affiliation card's selection): a column of its parts; the portal validates, not the browser,
 * and submitting never reloads the page.
 */
export function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="6"
      maxW="3xl"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </chakra.form>
  );
}

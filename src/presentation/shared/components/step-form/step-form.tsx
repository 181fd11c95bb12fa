import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/**
 * A screen that is a form (a document query, the school certificate's screens, the affiliation
 * card's selection, the death certificates' table, a booking request's documents): a column of
 * its parts; the portal validates, not the browser, and submitting never reloads the page.
 * `isWide` lets a table or an accordion use the page's whole width; otherwise the column stays
 * at a readable measure.
 */
export function StepForm({ onSubmit, isWide = false, children }: { onSubmit: () => void; isWide?: boolean; children: ReactNode }) {
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="6"
      minW="0"
      maxW={isWide ? undefined : '3xl'}
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

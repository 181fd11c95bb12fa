import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';

export interface CertificatePageProps {
  title: string;
  lead: string;
  /** The screen of the page's current phase. */
  children: ReactNode;
}

/**
 * The frame of the signed-in certificate pages (c04, c05, c06, c08): the intro, then the screen of the phase.
 * It draws only; the page starts its entry load itself, with `useEntryLoad(vm)`, as every page does.
 */
export function CertificatePage({ title, lead, children }: CertificatePageProps) {
  return (
    <Stack gap="8">
      <PageIntro title={title} lead={lead} />
      {children}
    </Stack>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';

export interface CertificatePageProps {
  title: string;
  lead: string;
  /**
   * The view model's entry load, run when the page opens: its `load`, a `loadOnce` taking no
   * arguments (what the route names arrives earlier, through `configure`). It is stable, and
   * StrictMode's second run of the effect asks the fund nothing again.
   */
  onEnter: () => Promise<void>;
  /** The screen of the page's current phase. */
  children: ReactNode;
}

/** The frame of the signed-in certificate pages (c04, c05, c06, c08): the intro, then the screen of the phase. */
export function CertificatePage({ title, lead, onEnter, children }: CertificatePageProps) {
  useEffect(() => {
    void onEnter();
  }, [onEnter]);

  return (
    <Stack gap="8">
      <PageIntro title={title} lead={lead} />
      {children}
    </Stack>
  );
}

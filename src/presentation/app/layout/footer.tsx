import { lazy, Suspense } from 'react';
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { ExternalLink } from '@/presentation/shared/components/external-link/external-link';
import { useInjection } from '@/presentation/shared/di/container-context';
import { usePageSettled } from '@/presentation/shared/idle/use-page-settled';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { FooterLinkList, footerLinkStyle, type FooterColumn } from './footer-links';
import { PhoneLines } from './phone-lines';
import { useReleaseNotesWidget } from './release-notes-widget.adapter';
import { useMediaQuery } from './use-media-query';

const texts = shellMessages.footer;
/** Chakra's `md` breakpoint: below it the link columns fold into an accordion. */
const DESKTOP_QUERY = '(min-width: 48rem)';

// The phone accordion below the fold comes in its own chunk (Chakra Accordion), asked for once the
// page has settled and drawn until it arrives as the same headings without behaviour; the phone
// lines' toggletip does the same by itself.
const MobileAccordion = lazy(async () => ({ default: (await import('./footer-accordion')).FooterAccordion }));

function DesktopColumns({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <SimpleGrid columns={4} gap="8">
      {columns.map((column) => (
        <Box key={column.id}>
          <Heading as="h3" fontSize="md" fontWeight="bold" mb="2" color="white">
            {column.title}
          </Heading>
          <FooterLinkList links={column.links} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

function AccordionPlaceholder({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <Box>
      {columns.map((column) => (
        <Heading
          key={column.id}
          as="h3"
          fontSize="md"
          fontWeight="bold"
          minH="12"
          display="flex"
          alignItems="center"
          px="1"
          borderBottomWidth="1px"
          borderColor="whiteAlpha.400"
        >
          {column.title}
        </Heading>
      ))}
    </Box>
  );
}

/** A component of its own, so the page settling re-renders it alone, not the whole footer. */
function PhoneColumns({ columns }: { columns: readonly FooterColumn[] }) {
  const isSettled = usePageSettled();
  return (
    <Suspense fallback={<AccordionPlaceholder columns={columns} />}>
      {isSettled ? <MobileAccordion columns={columns} /> : <AccordionPlaceholder columns={columns} />}
    </Suspense>
  );
}

/** Spec section 2, Footer: the fund's public links, phone lines, survey and release notes. */
export function Footer() {
  const config = useInjection<AppConfig>(AppConfig);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  useReleaseNotesWidget(config.releaseNotesWidgetUrl, config.releaseNotesWidgetIntegrity);

  const { footer, provider } = config;
  const columns: FooterColumn[] = [
    { id: 'company', title: texts.company, links: footer.company },
    { id: 'quick-access', title: texts.quickAccess, links: footer.quickAccess },
    { id: 'service-channels', title: texts.serviceChannels, links: footer.serviceChannels },
    { id: 'social-networks', title: texts.socialNetworks, links: footer.socialNetworks },
  ];

  return (
    <Box
      as="footer"
      bg="brand.900"
      color="white"
      mt="auto"
      css={{ '& :focus-visible': { outlineColor: '{colors.accent.400} !important' } }}
    >
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Heading as="h2" srOnly>
          {texts.landmarkHeading}
        </Heading>
        {isDesktop ? (
          <DesktopColumns columns={columns} />
        ) : (
          <PhoneColumns columns={columns} />
        )}

        <Flex mt="6" gap={{ base: '3', md: '6' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} wrap="wrap">
          <PhoneLines lines={config.servicePhones} />
          <ExternalLink href={config.feedbackSurveyUrl} {...footerLinkStyle}>
            {texts.survey}
          </ExternalLink>
          {/* The configured label names the regulator in full ('Vigilado por la Superintendencia…'). */}
          <ExternalLink href={footer.regulator.href} {...footerLinkStyle} color="white">
            {footer.regulator.label}
          </ExternalLink>
        </Flex>

        {/* Where the third-party release-notes script mounts its launcher, if it needs a host. */}
        <Box id="release-notes-widget" mt="4" />

        <Stack
          mt="6"
          pt="4"
          borderTopWidth="1px"
          borderColor="whiteAlpha.400"
          direction={{ base: 'column', md: 'row' }}
          gap={{ base: '1', md: '4' }}
          fontSize="sm"
        >
          <Text fontWeight="semibold">{provider.tradeName}</Text>
          <Text>{texts.taxId(provider.taxId)}</Text>
          <Text>{texts.copyright(new Date().getFullYear())}</Text>
        </Stack>
      </Box>
    </Box>
  );
}

import { Accordion, Box, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AppConfig, type LinkConfig } from '@/application/config/app-config';
import { ExternalLink } from '@/presentation/shared/components/external-link/external-link';
import { useInjection } from '../di/container-context';
import { ChevronDownIcon } from '../icons/shell-icons';
import { shellMessages } from '../texts/shell.messages';
import { PhoneLinesPopover } from './phone-lines-popover';
import { useReleaseNotesWidget } from './release-notes-widget';
import { useMediaQuery } from './use-media-query';

const texts = shellMessages.footer;
/** Chakra's `md` breakpoint: below it the link columns fold into an accordion. */
const DESKTOP_QUERY = '(min-width: 48rem)';

interface FooterColumn {
  readonly id: string;
  readonly title: string;
  readonly links: readonly LinkConfig[];
}

// Light text on the deep-blue footer: white (15.2:1) and brand.100 (11.6:1) on brand.900;
// the focus ring switches to the amber accent, which stands out against that blue.
const footerLink = {
  color: 'brand.100',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '11',
  _hover: { color: 'white' },
} as const;

function LinkList({ links }: { links: readonly LinkConfig[] }) {
  return (
    <List.Root listStyle="none" gap="0">
      {links.map((link) => (
        <List.Item key={`${link.label}-${link.href}`}>
          <ExternalLink href={link.href} {...footerLink}>
            {link.label}
          </ExternalLink>
        </List.Item>
      ))}
    </List.Root>
  );
}

function DesktopColumns({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <SimpleGrid columns={4} gap="8">
      {columns.map((column) => (
        <Box key={column.id}>
          <Heading as="h3" fontSize="md" fontWeight="bold" mb="2" color="white">
            {column.title}
          </Heading>
          <LinkList links={column.links} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

function MobileAccordion({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <Accordion.Root multiple collapsible variant="plain">
      {columns.map((column) => (
        <Accordion.Item key={column.id} value={column.id} borderBottomWidth="1px" borderColor="whiteAlpha.400">
          <Heading as="h3" fontSize="md" fontWeight="bold" m="0">
            <Accordion.ItemTrigger minH="12" color="white" cursor="pointer" px="1">
              <Text as="span" flex="1" textAlign="start">
                {column.title}
              </Text>
              <Accordion.ItemIndicator color="white">
                <ChevronDownIcon />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody px="1" pt="0" pb="3">
              <LinkList links={column.links} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** Spec section 2, Footer: the fund's public links, phone lines, survey and release notes. */
export function Footer() {
  const config = useInjection<AppConfig>(AppConfig);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  useReleaseNotesWidget(config.releaseNotesWidgetUrl);

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
        {isDesktop ? <DesktopColumns columns={columns} /> : <MobileAccordion columns={columns} />}

        <Flex mt="6" gap={{ base: '3', md: '6' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} wrap="wrap">
          <PhoneLinesPopover lines={config.servicePhones} />
          <ExternalLink href={config.feedbackSurveyUrl} {...footerLink}>
            {texts.survey}
          </ExternalLink>
          <Text as="p" display="inline-flex" flexWrap="wrap" alignItems="center" columnGap="1">
            <span>{texts.regulator}</span>
            <ExternalLink href={footer.regulator.href} {...footerLink} color="white">
              {footer.regulator.label}
            </ExternalLink>
          </Text>
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

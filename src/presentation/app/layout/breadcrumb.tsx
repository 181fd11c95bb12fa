import { Fragment } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { createSlotParts } from '@/presentation/shared/components/slot-parts/slot-parts';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { useCurrentRouteHandle } from './route-meta.model';
import { portalPath } from './shell-links';

const texts = shellMessages.breadcrumb;

// The theme's breadcrumb recipe on plain parts, as Chakra's Breadcrumb draws them (same classes,
// same styles), without Chakra's slot-recipe machinery in the first load.
const parts = createSlotParts('breadcrumb');
const Breadcrumb = {
  Root: parts.root('nav', 'root'),
  List: parts.part('ol', 'list'),
  Item: parts.part('li', 'item'),
  Link: parts.part('a', 'link'),
  Separator: parts.part('li', 'separator', {
    'aria-hidden': true,
    children: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="m9 18 6-6-6-6" />
      </svg>
    ),
  }),
};

const crumbLink = {
  color: 'brand.fg',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  // The visible text is small; the padding keeps each crumb a 24 px target (WCAG 2.5.8).
  py: '1',
  display: 'inline-block',
} as const;

/** Online-services home › section › current page (spec section 2), from the route handle. */
export function PortalBreadcrumb() {
  const config = useInjection<AppConfig>(AppConfig);
  const handle = useCurrentRouteHandle();
  const crumbs = handle?.breadcrumb ?? [];
  const homeHref = config.navigation.onlineServicesHome;
  const homePath = portalPath(homeHref);

  return (
    <Box w="full" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} pt="4">
      <Breadcrumb.Root aria-label={texts.navLabel} size="md">
        <Breadcrumb.List flexWrap="wrap" rowGap="1">
          <Breadcrumb.Item>
            {crumbs.length === 0 ? (
              <Text as="span" aria-current="page" fontWeight="semibold" color="fg">
                {texts.home}
              </Text>
            ) : homePath === null ? (
              <Breadcrumb.Link href={homeHref} {...crumbLink}>
                {texts.home}
              </Breadcrumb.Link>
            ) : (
              <Breadcrumb.Link asChild {...crumbLink}>
                <RouterLink to={homePath}>{texts.home}</RouterLink>
              </Breadcrumb.Link>
            )}
          </Breadcrumb.Item>
          {crumbs.map((crumb, index) => {
            const isCurrent = index === crumbs.length - 1;
            return (
              <Fragment key={`${crumb.label}-${index}`}>
                <Breadcrumb.Separator />
                <Breadcrumb.Item>
                  {isCurrent || !crumb.to ? (
                    // Plain text, not Chakra's CurrentLink: that one claims role="link" on something
                    // that cannot be followed.
                    <Text
                      as="span"
                      aria-current={isCurrent ? 'page' : undefined}
                      fontWeight={isCurrent ? 'semibold' : 'normal'}
                      color="fg"
                    >
                      {crumb.label}
                    </Text>
                  ) : (
                    <Breadcrumb.Link asChild {...crumbLink}>
                      <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                    </Breadcrumb.Link>
                  )}
                </Breadcrumb.Item>
              </Fragment>
            );
          })}
        </Breadcrumb.List>
      </Breadcrumb.Root>
    </Box>
  );
}

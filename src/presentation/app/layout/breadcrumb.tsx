import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { useCurrentRouteHandle } from './route-meta.model';
import { portalPath } from './shell-links';
import {
  breadcrumbBarClass,
  breadcrumbCurrentClass,
  breadcrumbItemClass,
  breadcrumbLinkClass,
  breadcrumbListClass,
  breadcrumbRootClass,
  breadcrumbSeparatorClass,
  breadcrumbTextClass,
} from './breadcrumb.styles';

const texts = shellMessages.breadcrumb;

// The theme's breadcrumb recipe on plain parts, as Chakra's Breadcrumb draws them, compiled into
// static classes (breadcrumb.styles.ts): the first load carries no Chakra for it.

function Separator() {
  return (
    <li aria-hidden="true" className={breadcrumbSeparatorClass}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="m9 18 6-6-6-6" />
      </svg>
    </li>
  );
}

/** A crumb that cannot be followed: the current page (in bold) or a section without a page. */
function CrumbText({ isCurrent, children }: { isCurrent: boolean; children: ReactNode }) {
  return (
    <span aria-current={isCurrent ? 'page' : undefined} className={isCurrent ? breadcrumbCurrentClass : breadcrumbTextClass}>
      {children}
    </span>
  );
}

/** Online-services home › section › current page (docs/shell.md), from the route handle. */
export function PortalBreadcrumb() {
  const config = useInjection<AppConfig>(AppConfig);
  const handle = useCurrentRouteHandle();
  const crumbs = handle?.breadcrumb ?? [];
  const homeHref = config.navigation.onlineServicesHome;
  const homePath = portalPath(homeHref);

  return (
    <div className={breadcrumbBarClass}>
      <nav aria-label={texts.navLabel} className={breadcrumbRootClass}>
        <ol className={breadcrumbListClass}>
          <li className={breadcrumbItemClass}>
            {crumbs.length === 0 ? (
              <CrumbText isCurrent>{texts.home}</CrumbText>
            ) : homePath === null ? (
              <a href={homeHref} className={breadcrumbLinkClass}>
                {texts.home}
              </a>
            ) : (
              <RouterLink to={homePath} className={breadcrumbLinkClass}>
                {texts.home}
              </RouterLink>
            )}
          </li>
          {crumbs.map((crumb, index) => {
            const isCurrent = index === crumbs.length - 1;
            return (
              <Fragment key={`${crumb.label}-${index}`}>
                <Separator />
                <li className={breadcrumbItemClass}>
                  {isCurrent || !crumb.to ? (
                    // Plain text, not Chakra's CurrentLink: that one claims role="link" on something
                    // that cannot be followed.
                    <CrumbText isCurrent={isCurrent}>{crumb.label}</CrumbText>
                  ) : (
                    <RouterLink to={crumb.to} className={breadcrumbLinkClass}>
                      {crumb.label}
                    </RouterLink>
                  )}
                </li>
              </Fragment>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}

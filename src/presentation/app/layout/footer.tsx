import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { visuallyHiddenClass } from '@/presentation/shared/static-styles/visually-hidden.styles';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { FooterAccordion } from './footer-accordion';
import { FooterLink, FooterLinkList, type FooterColumn } from './footer-links';
import {
  footerClass,
  footerColumnsClass,
  footerColumnTitleClass,
  footerInnerClass,
  footerLegalClass,
  footerRegulatorClass,
  footerRowClass,
  footerTradeNameClass,
  footerWidgetHostClass,
} from './footer.styles';
import { PhoneLines } from './phone-lines';
import { useReleaseNotesWidget } from './release-notes-widget.adapter';
import { useMediaQuery } from './use-media-query';

const texts = shellMessages.footer;
/** Chakra's `md` breakpoint: below it the link columns fold into disclosures. */
const DESKTOP_QUERY = '(min-width: 48rem)';

function DesktopColumns({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <div className={footerColumnsClass}>
      {columns.map((column) => (
        <div key={column.id}>
          <h3 className={footerColumnTitleClass}>{column.title}</h3>
          <FooterLinkList links={column.links} />
        </div>
      ))}
    </div>
  );
}

/**
 * The footer (docs/shell.md): the fund's public links, phone lines, survey and release notes. Drawn with
 * plain elements and the static classes of footer.styles.ts: its first render, once the page has
 * settled, inserts no styles and needs no Chakra (the phone lines' popover brings it when it comes).
 */
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
    <footer className={footerClass}>
      <div className={footerInnerClass}>
        <h2 className={visuallyHiddenClass}>{texts.landmarkHeading}</h2>
        {isDesktop ? <DesktopColumns columns={columns} /> : <FooterAccordion columns={columns} />}

        <div className={footerRowClass}>
          <PhoneLines lines={config.servicePhones} />
          <FooterLink href={config.feedbackSurveyUrl}>{texts.survey}</FooterLink>
          {/* The configured label names the regulator in full ('Vigilado por la Superintendencia…'). */}
          <FooterLink href={footer.regulator.href} className={footerRegulatorClass}>
            {footer.regulator.label}
          </FooterLink>
        </div>

        {/* Where the third-party release-notes script mounts its launcher, if it needs a host. */}
        <div id="release-notes-widget" className={footerWidgetHostClass} />

        <div className={footerLegalClass}>
          <p className={footerTradeNameClass}>{provider.tradeName}</p>
          <p>{texts.taxId(provider.taxId)}</p>
          <p>{texts.copyright(new Date().getFullYear())}</p>
        </div>
      </div>
    </footer>
  );
}

import { useId, useState } from 'react';
import { StaticChevronDownIcon } from '@/presentation/shared/components/icons/static-icons';
import { shellButtonIconClass } from './shell-buttons.styles';
import { FooterLinkList, type FooterColumn } from './footer-links';
import {
  footerSectionBodyClass,
  footerSectionClass,
  footerSectionHeadingClass,
  footerSectionIndicatorClass,
  footerSectionTriggerClass,
} from './footer.styles';

/** One column as a disclosure: its heading's button shows or hides its links. */
function FooterSection({ column }: { column: FooterColumn }) {
  const [isOpen, setOpen] = useState(false);
  const bodyId = `${useId()}-links`;
  return (
    <div className={footerSectionClass}>
      <h3 className={footerSectionHeadingClass}>
        <button
          type="button"
          className={footerSectionTriggerClass}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setOpen((open) => !open)}
        >
          <span>{column.title}</span>
          <StaticChevronDownIcon className={`${shellButtonIconClass} ${footerSectionIndicatorClass}`} />
        </button>
      </h3>
      <div id={bodyId} className={footerSectionBodyClass} hidden={!isOpen}>
        <FooterLinkList links={column.links} />
      </div>
    </div>
  );
}

/**
 * Below `md` the footer's link columns fold (docs/shell.md, Footer): each column's heading is a
 * button that shows or hides its links, any number open at once (the disclosure pattern of the
 * WAI-ARIA practices). Plain elements and static classes: the footer needs no Chakra.
 */
export function FooterAccordion({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <div>
      {columns.map((column) => (
        <FooterSection key={column.id} column={column} />
      ))}
    </div>
  );
}

import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ServicePhoneLine } from '@/application/shared/config/app-config.model';
import { StaticPhoneIcon } from '@/presentation/shared/components/icons/static-page-icons';
import { Toggletip } from '@/presentation/shared/components/toggletip/toggletip';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { shellButtonIconClass } from './shell-buttons.styles';
import { phoneLineLabelClass, phoneLineNumberClass, phoneLinesButtonClass, phoneLinesListClass } from './footer.styles';

const texts = shellMessages.footer;

/** '(604) 444 0000' → 'tel:6044440000'; a leading '+' survives for international numbers. */
function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * The toggletip's trigger, Chakra's outline button in white: drawn while the popover's chunk loads
 * and then as the trigger it wraps (which passes its ref, ARIA attributes and handlers on).
 */
const PhoneLinesButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function PhoneLinesButton(
  { className, ...props },
  ref,
) {
  return (
    <button type="button" ref={ref} {...props} className={className ? `${phoneLinesButtonClass} ${className}` : phoneLinesButtonClass}>
      <StaticPhoneIcon className={shellButtonIconClass} />
      {texts.phoneLines}
    </button>
  );
});

/** The footer's phone toggletip with the fund's two service lines (docs/shell.md, Footer). */
export function PhoneLines({ lines }: { lines: readonly ServicePhoneLine[] }) {
  return (
    <Toggletip trigger={<PhoneLinesButton />} title={texts.phoneLines} closeLabel={texts.phoneLinesClose} placement="top-start">
      <ul className={phoneLinesListClass}>
        {lines.map((line) => (
          <li key={line.number}>
            <span className={phoneLineLabelClass}>{line.label}</span>
            <a href={telHref(line.number)} aria-label={texts.callTo(line.label, line.number)}>
              <span className={phoneLineNumberClass}>{line.number}</span>
            </a>
          </li>
        ))}
      </ul>
    </Toggletip>
  );
}

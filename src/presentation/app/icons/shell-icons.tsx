import { Icon, type IconProps } from '@chakra-ui/react';

// Inline SVG paths (24×24, stroke based) instead of an icon library: the shell needs a handful
// of icons and every page loads the shell. Decorative by default: the text beside each says it.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function ShellIcon({ children, ...props }: IconProps) {
  return (
    <Icon aria-hidden="true" focusable="false" boxSize="1.25em" {...props} asChild>
      <svg viewBox="0 0 24 24" {...stroke}>
        {children}
      </svg>
    </Icon>
  );
}

export const MenuIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </ShellIcon>
);

export const UserIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </ShellIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </ShellIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8.1 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.8 2Z" />
  </ShellIcon>
);

export const ErrorIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </ShellIcon>
);

export const SuccessIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </ShellIcon>
);

export const WarningIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </ShellIcon>
);

export const InfoIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </ShellIcon>
);

import { useState } from 'react';

/** What `useCommandGroup` gives each command button of the group: spread onto the shared `Button`. */
export interface CommandButtonProps {
  loading: boolean;
  'aria-disabled': true | undefined;
  onClick: () => void;
}

/**
 * Buttons that start calls sharing one in-flight state (download or send a certificate, pay by card
 * or in cash): while it runs, the one pressed shows the spinner and the others look disabled, and
 * all of them keep the focus and ignore clicks (`aria-disabled`, never `disabled`; see `Button`).
 * The component remembers which one was pressed; the view model only knows that a call runs.
 */
export function useCommandGroup<Key extends string>(isBusy: boolean): (key: Key, run: () => void) => CommandButtonProps {
  const [pressed, setPressed] = useState<Key | null>(null);
  return (key, run) => ({
    loading: isBusy && pressed === key,
    'aria-disabled': isBusy ? true : undefined,
    onClick: () => {
      setPressed(key);
      run();
    },
  });
}

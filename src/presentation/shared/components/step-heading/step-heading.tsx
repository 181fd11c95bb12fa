import { useEffect, useRef, type ReactNode } from 'react';
import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';

/**
 * Locations whose first step has been shown: later steps of the same location take focus.
 * Keyed by the location object, which the router replaces on every navigation (a revisited
 * history entry is a new object too) and keeps while steps change inside the page.
 */
const enteredLocations = new WeakSet<object>();

/** A step heading's size; a stand-in for one (drawn before the page knows its step) uses it too. */
export const stepHeadingSize = { base: 'xl', md: '2xl' } as const;

export interface StepHeadingProps extends Omit<HeadingProps, 'as' | 'tabIndex' | 'ref'> {
  children: ReactNode;
}

/**
 * The h2 that opens a step of a multi-step page. Steps change without a navigation, so
 * nothing would tell a screen-reader or keyboard user that the content changed: the heading
 * of each new step takes focus (and is announced). The first step of a page does not, so
 * focus stays where the navigation put it (the page's main region).
 *
 * The decision is taken once per mounted heading, so StrictMode's second effect run does not
 * turn a first step into a "later" one.
 */
export function StepHeading({ children, ...headingProps }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shouldFocus = useRef<boolean | null>(null);
  const location = useLocation();

  useEffect(() => {
    if (shouldFocus.current === null) {
      shouldFocus.current = enteredLocations.has(location);
      enteredLocations.add(location);
    }
    if (shouldFocus.current) ref.current?.focus();
  }, [location]);

  return (
    <Heading as="h2" ref={ref} tabIndex={-1} size={stepHeadingSize} outline="none" {...headingProps}>
      {children}
    </Heading>
  );
}

import type { ReactNode } from 'react';
import { pageIntroClass, pageIntroLeadClass, pageIntroTitleClass } from './page-intro.styles';

export interface PageIntroProps {
  /** The page's one h1. */
  title: string;
  /** One or more lead paragraphs under the title. */
  lead?: ReactNode | readonly string[];
}

/**
 * The top of every content page: its single h1 and a short lead that says what it is for.
 * Plain elements with static classes (page-intro.styles.ts): the home draws it without Chakra.
 */
export function PageIntro({ title, lead }: PageIntroProps) {
  const paragraphs = Array.isArray(lead) ? (lead as readonly string[]) : lead === undefined ? [] : [lead];
  return (
    <header className={pageIntroClass}>
      <h1 className={pageIntroTitleClass}>{title}</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={pageIntroLeadClass}>
          {paragraph}
        </p>
      ))}
    </header>
  );
}

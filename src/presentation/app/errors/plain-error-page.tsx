import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { plainErrorMessages as m } from './plain-error.messages';

/**
 * The page shown when the portal itself cannot run: configuration unusable, startup failed,
 * or a render error above the router. Plain HTML with inline styles on purpose: Chakra and the
 * container may be what failed (or need the configuration), and the page must appear at once.
 * Colours meet WCAG AA: #1b1f24 on #ffffff is 16:1, #ffffff on #0b5394 is 7.9:1. The retry
 * reloads the page: whatever failed starts over from the beginning.
 */
export function PlainErrorPage({
  documentTitle,
  title,
  intro,
  causeHeading,
  cause,
}: {
  documentTitle: string;
  title: string;
  intro: string;
  causeHeading?: string;
  cause?: ReactNode;
}) {
  useEffect(() => {
    document.title = documentTitle;
    document.body.style.margin = '0';
  }, [documentTitle]);

  return (
    <div style={plainErrorStyles.page}>
      <header style={plainErrorStyles.header}>
        <p style={plainErrorStyles.siteName}>{m.siteName}</p>
      </header>
      <main style={plainErrorStyles.main} aria-labelledby="plain-error-title">
        <h1 id="plain-error-title" style={plainErrorStyles.title}>
          {title}
        </h1>
        <p>{intro}</p>

        {cause !== undefined && causeHeading !== undefined && (
          <section aria-labelledby="plain-error-cause">
            <h2 id="plain-error-cause" style={plainErrorStyles.heading}>
              {causeHeading}
            </h2>
            {cause}
          </section>
        )}

        <section aria-labelledby="plain-error-actions">
          <h2 id="plain-error-actions" style={plainErrorStyles.heading}>
            {m.actionsHeading}
          </h2>
          <ul style={plainErrorStyles.list}>
            <li>{m.retryHint}</li>
            <li>{m.contactHint}</li>
          </ul>
          <RetryButton />
        </section>
      </main>
    </div>
  );
}

/** A visible focus ring is required (WCAG 2.4.7) and no stylesheet is loaded here: drawn on focus. */
function RetryButton() {
  return (
    <button
      type="button"
      style={plainErrorStyles.button}
      onClick={() => window.location.reload()}
      onFocus={(event) => {
        event.currentTarget.style.outline = '3px solid #1b1f24';
      }}
      onBlur={(event) => {
        event.currentTarget.style.outline = 'none';
      }}
    >
      {m.retry}
    </button>
  );
}

const text = '#1b1f24';
export const plainErrorStyles = {
  page: {
    minHeight: '100vh',
    margin: 0,
    background: '#ffffff',
    color: text,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    fontSize: '1rem',
    lineHeight: 1.5,
  },
  header: { borderBottom: '4px solid #0b5394', padding: '0.75rem 1rem' },
  siteName: { margin: 0, fontWeight: 700, fontSize: '1.125rem' },
  main: { maxWidth: '42rem', margin: '0 auto', padding: '1.5rem 1rem 3rem', overflowWrap: 'anywhere' },
  title: { fontSize: '1.625rem', lineHeight: 1.25, margin: '0 0 1rem' },
  heading: { fontSize: '1.25rem', margin: '2rem 0 0.5rem' },
  list: { paddingLeft: '1.25rem', margin: '0.5rem 0 1rem' },
  details: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 0.75rem', margin: '0.5rem 0 1rem' },
  term: { fontWeight: 700 },
  definition: { margin: 0, minWidth: 0 },
  code: { fontFamily: 'ui-monospace, "Cascadia Mono", Consolas, monospace', background: '#eef1f4', padding: '0 0.25rem', borderRadius: '3px' },
  button: {
    minHeight: '44px',
    padding: '0.625rem 1.25rem',
    border: 'none',
    borderRadius: '6px',
    background: '#0b5394',
    color: '#ffffff',
    fontSize: '1rem',
    fontWeight: 700,
    cursor: 'pointer',
    outlineOffset: '3px',
  },
} satisfies Record<string, CSSProperties>;

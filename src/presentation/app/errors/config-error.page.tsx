import { useEffect, type CSSProperties } from 'react';
import type { ConfigProblem } from '@/application/shared/config/config-problem.model';
import { configErrorMessages as m, fieldIssueText, httpStatusText } from './config-error.messages';

/**
 * Shown instead of the portal when `config.json` is missing, unreachable, not JSON or
 * invalid. Plain HTML with inline styles on purpose: Chakra and the container are never
 * loaded on this path (they need the configuration), and the page must appear at once.
 * Colours meet WCAG AA: #1b1f24 on #ffffff is 16:1, #ffffff on #0b5394 is 7.9:1.
 */
export function ConfigErrorPage({ problem }: { problem: ConfigProblem }) {
  useEffect(() => {
    document.title = m.documentTitle;
  }, []);

  return (
    <div style={styles.page}>
      <header style={styles.header}>
        <p style={styles.siteName}>{m.siteName}</p>
      </header>
      <main style={styles.main} aria-labelledby="config-error-title">
        <h1 id="config-error-title" style={styles.title}>
          {m.title}
        </h1>
        <p>{m.intro}</p>

        <section aria-labelledby="config-error-cause">
          <h2 id="config-error-cause" style={styles.heading}>
            {m.causeHeading}
          </h2>
          <ProblemDetails problem={problem} />
        </section>

        <section aria-labelledby="config-error-actions">
          <h2 id="config-error-actions" style={styles.heading}>
            {m.actionsHeading}
          </h2>
          <ul style={styles.list}>
            <li>{m.retryHint}</li>
            <li>{m.contactHint}</li>
          </ul>
          <button type="button" className="config-error-retry" style={styles.button} onClick={() => window.location.reload()}>
            {m.retry}
          </button>
        </section>
      </main>
      {/* :focus-visible cannot be written inline; a visible focus ring is required (WCAG 2.4.7). */}
      <style>{'body{margin:0}.config-error-retry:focus-visible{outline:3px solid #1b1f24;outline-offset:3px}'}</style>
    </div>
  );
}

function ProblemDetails({ problem }: { problem: ConfigProblem }) {
  const file = (
    <>
      <dt style={styles.term}>{m.fileLabel}</dt>
      <dd style={styles.definition}>
        <code style={styles.code}>{problem.url}</code>
      </dd>
    </>
  );

  switch (problem.kind) {
    case 'unreachable': {
      const summary =
        problem.status === null ? m.noConnection : problem.status === 404 || problem.status === 410 ? m.missingFile : m.unavailableFile;
      return (
        <>
          <p>{summary}</p>
          <dl style={styles.details}>
            {file}
            <dt style={styles.term}>{m.answerLabel}</dt>
            <dd style={styles.definition}>{problem.status === null ? m.noAnswer : httpStatusText(problem.status)}</dd>
          </dl>
        </>
      );
    }
    case 'notJson':
      return (
        <>
          <p>{m.notJson}</p>
          <dl style={styles.details}>{file}</dl>
        </>
      );
    case 'invalid':
      return (
        <>
          <dl style={styles.details}>{file}</dl>
          <p id="config-error-fields">{m.invalid(problem.fields.length)}</p>
          <ul aria-labelledby="config-error-fields" style={styles.list}>
            {problem.fields.map((field) => (
              <li key={`${field.path}:${field.issue}`}>
                {field.path === '' ? m.wholeFile : <code style={styles.code}>{field.path}</code>}: {fieldIssueText(field)}
              </li>
            ))}
          </ul>
        </>
      );
  }
}

const text = '#1b1f24';
const styles = {
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
  },
} satisfies Record<string, CSSProperties>;

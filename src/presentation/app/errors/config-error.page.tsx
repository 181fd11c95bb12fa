import type { ConfigProblem } from '@/application/shared/config/config-problem.model';
import { configErrorMessages as m, fieldIssueText, httpStatusText } from './config-error.messages';
import { PlainErrorPage, plainErrorStyles } from './plain-error-page';

/**
 * Shown instead of the portal when `config.json` is missing, unreachable, too slow, not JSON or
 * invalid, naming the file and each field at fault.
 */
export function ConfigErrorPage({ problem }: { problem: ConfigProblem }) {
  return (
    <PlainErrorPage
      documentTitle={m.documentTitle}
      title={m.title}
      intro={m.intro}
      causeHeading={m.causeHeading}
      cause={<ProblemDetails problem={problem} />}
    />
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
    case 'timedOut':
      return (
        <>
          <p>{m.timedOut}</p>
          <dl style={styles.details}>
            {file}
            <dt style={styles.term}>{m.answerLabel}</dt>
            <dd style={styles.definition}>{m.noAnswerWithin(problem.afterMs)}</dd>
          </dl>
        </>
      );
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

const styles = plainErrorStyles;

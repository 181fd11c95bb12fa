import { plainErrorMessages as m } from './plain-error.messages';
import { PlainErrorPage } from './plain-error-page';

/** Shown when anything between the configuration and the first render failed, instead of a blank page. */
export function StartupErrorPage() {
  return <PlainErrorPage documentTitle={m.startup.documentTitle} title={m.startup.title} intro={m.startup.intro} />;
}

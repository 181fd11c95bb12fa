import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { documentTypes } from '@/domain/shared/documents/document-type.entity';
import { DataList } from '@/presentation/shared/components/data-list/data-list';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { useInjection, useViewModel } from '@/presentation/shared/di/container-context';
import { afterNextPaint } from '@/presentation/shared/idle/after-next-paint.util';
import { lazyPart } from '@/presentation/shared/lazy/lazy-part';
import { Invisible, useIsPrerender } from '@/presentation/shared/render-phase/render-phase';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { loadThemed } from '@/presentation/shared/theme/load-themed.util';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { personalDataMessages as m } from './personal-data.messages';
import {
  personalDataHeadingClass,
  personalDataLoadingClass,
  personalDataPageClass,
  personalDataPersonClass,
  personalDataSpinnerClass,
} from './personal-data.styles';
import { PersonalDataViewModel } from './personal-data.view-model';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

/**
 * The form draws with Chakra (personal-data-form.tsx): its chunk and the theme are asked for once the
 * intro and the person are painted, so they never hold that first paint back, and arrive while the
 * record is on its way.
 */
const PersonalDataForm = lazyPart(async () => {
  await afterNextPaint();
  return loadThemed(async () => (await import('./personal-data-form')).PersonalDataForm);
});

/**
 * /actualizacion-de-datos (docs/profile.md, 'Actualización de datos'): the person's name and
 * document, then the form prefilled from their record, the privacy-policy box and 'Guardar'.
 * The page draws with static classes only (`RouteHandle.staticStyles`); the form, which needs
 * the record and Chakra, shows the loading row until both are in. The build prerenders the page
 * (ADR 0022) as a signed-in person sees it before the record: the intro, the person's labels with
 * their values' places kept empty, and the loading row.
 */
export const PersonalDataPage = observer(function PersonalDataPage() {
  const vm = useViewModel(PersonalDataViewModel);
  const phase = useShownPhase(vm.phase);

  useEntryLoad(vm);
  useEffect(() => vm.keepDraft(), [vm]);
  useEffect(() => PersonalDataForm.preload(), []);

  return (
    <div className={personalDataPageClass}>
      {intro}
      <Person />
      {phase === 'loading' && loading}
      {phase === 'form' && <PersonalDataForm vm={vm} fallback={loading} required />}
    </div>
  );
});

const intro = <PageIntro title={m.title} lead={m.lead} />;
const loading = (
  <p className={personalDataLoadingClass} role="status">
    <span className={personalDataSpinnerClass} aria-hidden="true" />
    {m.loading}
  </p>
);

/** The signed-in person, from the session: who the data belongs to. */
const Person = observer(function Person() {
  const { session } = useInjection<SessionStore>(SessionStore);
  const isPrerender = useIsPrerender();
  const headingId = useId();
  const typeName = documentTypes.find((type) => type.code === session.documentType)?.name ?? session.documentType ?? '';
  // The prerender knows no session: each value keeps the place of one line, empty.
  const shown = (value: string) => (import.meta.env.SSR && isPrerender ? oneEmptyLine : value);
  return (
    <section className={personalDataPersonClass} aria-labelledby={headingId}>
      <h2 id={headingId} className={personalDataHeadingClass}>
        {m.person.heading}
      </h2>
      <DataList
        rows={[
          [m.person.name, shown(session.userFullName ?? '')],
          [m.person.document, shown(`${typeName} ${session.documentNumber ?? ''}`.trim())],
        ]}
      />
    </section>
  );
});

const oneEmptyLine = <Invisible>{'\u00a0'}</Invisible>;

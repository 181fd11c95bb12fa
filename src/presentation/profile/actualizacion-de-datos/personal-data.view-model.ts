import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadLocations, type LocationListResult } from '@/application/profile/load-locations.use-case';
import { LoadPersonalData } from '@/application/profile/load-personal-data.use-case';
import { PersonalDataDrafts, type PersonalDataDraftInput } from '@/application/profile/personal-data-drafts.use-case';
import { UpdatePersonalData } from '@/application/profile/update-personal-data.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import {
  changeCity,
  changeNeighborhood,
  changeState,
  completeLocation,
  fixedCountry,
  selectedOption,
  type LocationLevel,
  type LocationOption,
  type LocationSelection,
} from '@/domain/profile/location.entity';
import {
  arePersonalDataValid,
  canSave,
  changeField,
  changeSector,
  checkedPersonalDataForm,
  emptyPersonalDataForm,
  leaveField,
  shownError,
  type FieldValidity,
  type PersonalDataFormState,
} from '@/domain/profile/personal-data.form';
import { personalDataFields, type PersonalDataError, type PersonalDataField } from '@/domain/profile/personal-data.rules';
import type { Sector } from '@/domain/profile/user-record.entity';
import { autosaveDraft, type LeavingPage } from '@/presentation/shared/view-model/draft-autosave.util';
import { InFlight } from '@/presentation/shared/view-model/in-flight.util';
import { loadOnce } from '@/presentation/shared/view-model/load-once.util';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import { personalDataMessages as m } from './personal-data.messages';

/** 'loading': the record is asked for; 'form': the form; 'unavailable': the record could not be loaded ('Error del sistema'). */
export type PersonalDataPhase = 'loading' | 'form' | 'unavailable';

/**
 * One location select's list: 'waiting' for the level above to be chosen, 'loading', 'ready',
 * 'empty' ('No se encontraron resultados'), 'failed' ('Error del sistema' was shown).
 */
export interface LocationList {
  readonly status: 'waiting' | 'loading' | 'ready' | 'empty' | 'failed';
  readonly options: readonly LocationOption[];
}

/** Why 'Guardar' is disabled, first reason first; null when it is enabled. */
export type SaveBlocker = 'loading' | 'fields' | 'location' | 'privacy';

/** How long the draft waits after the last change before it is written (one write a pause, not a key). */
export const draftSaveDelayMs = 300;

const levels: readonly LocationLevel[] = ['states', 'cities', 'neighborhoods'];
const waiting: LocationList = Object.freeze({ status: 'waiting', options: Object.freeze([]) });

/** The location field each level's list chooses. */
const fieldOf = { states: 'state', cities: 'city', neighborhoods: 'neighborhood' } as const satisfies Record<LocationLevel, keyof LocationSelection>;

/**
 * /actualizacion-de-datos (docs/profile.md): the signed-in person's
 * record, prefilled (with the default location when they have none), the field rules as the
 * domain gives them, the cascading location lists, the privacy policy and 'Guardar'.
 *
 * What the person changes is kept as this tab's draft (session storage, `PersonalDataDrafts`)
 * a moment after each change, brought back by a reload and forgotten once saved. No outcome of
 * saving or of a list empties the form.
 */
@injectable()
export class PersonalDataViewModel {
  phase: PersonalDataPhase = 'loading';
  form: PersonalDataFormState = emptyPersonalDataForm;
  location: LocationSelection = { country: fixedCountry.code, state: '', city: null, neighborhood: null };
  lists: Readonly<Record<LocationLevel, LocationList>> = { states: waiting, cities: waiting, neighborhoods: waiting };
  isPrivacyAccepted = false;
  /** The record's id, for the update call; null until loaded. */
  idSap: string | null = null;
  /** The person changed something since the load or the last save: only then is a draft kept. */
  hasChanges = false;
  /** Set when the form was restored from this tab's draft. */
  isRestored = false;
  readonly submission = new InFlight();
  /** The latest cascade of list loads; an older one's answers are dropped. */
  private cascade = 0;

  constructor(
    @inject(LoadPersonalData) private readonly loadPersonalData: LoadPersonalData,
    @inject(LoadLocations) private readonly loadLocations: LoadLocations,
    @inject(UpdatePersonalData) private readonly updatePersonalData: UpdatePersonalData,
    @inject(PersonalDataDrafts) private readonly drafts: PersonalDataDrafts,
    @inject(UiFeedback) private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'loadPersonalData' | 'loadLocations' | 'updatePersonalData' | 'drafts' | 'ui' | 'cascade'>(this, {
      // Immutable values, replaced whole on each change: no deep proxies.
      form: observableRef,
      location: observableRef,
      lists: observableRef,
      cascade: false,
      ...notState('loadPersonalData', 'loadLocations', 'updatePersonalData', 'drafts', 'ui', 'submission', 'load'),
    });
  }

  /** The entry load: the record, this tab's draft of it if any, then the location lists top down. */
  readonly load = loadOnce(async () => {
    const result = await this.ui.withLoader(() => this.loadPersonalData.execute());
    if (result.kind !== 'loaded') {
      runInAction(() => (this.phase = 'unavailable'));
      this.ui.showSystemError('goHomeAndReload');
      return;
    }
    const draft = this.drafts.restore(result.record.idSap);
    runInAction(() => {
      this.idSap = result.record.idSap;
      if (draft === null) {
        this.form = result.form;
        this.location = result.location;
      } else {
        this.form = checkedPersonalDataForm(draft.values);
        this.location = { ...draft.location, country: fixedCountry.code };
        this.hasChanges = true;
        this.isRestored = true;
      }
      this.phase = 'form';
    });
    await this.loadListsFrom('states');
  });

  // --- the typed fields --------------------------------------------------------------------

  value(field: PersonalDataField): string {
    return this.form.values[field];
  }

  /** true valid, false shows its message, null neutral. */
  validity(field: PersonalDataField): FieldValidity {
    return this.form.validity[field];
  }

  /** The code of the message the field shows, only when its validity is explicitly false. */
  error(field: PersonalDataField): PersonalDataError | null {
    return shownError(this.form, field);
  }

  change(field: PersonalDataField, typed: string): void {
    this.form = changeField(this.form, field, typed);
    this.hasChanges = true;
  }

  leave(field: PersonalDataField): void {
    this.form = leaveField(this.form, field);
  }

  get sector(): Sector {
    return this.form.values.sector;
  }

  changeSector(sector: Sector): void {
    if (sector === this.form.values.sector) return;
    this.form = changeSector(this.form, sector);
    this.hasChanges = true;
  }

  // --- the location ------------------------------------------------------------------------

  get isLoadingLocations(): boolean {
    return levels.some((level) => this.lists[level].status === 'loading');
  }

  /** The option the select of a level shows, or null (nothing chosen, or no options). */
  selected(level: LocationLevel): LocationOption | null {
    const list = this.lists[level];
    if (list.status !== 'ready') return null;
    const code = this.location[fieldOf[level]];
    return list.options.find((option) => option.code === code) ?? null;
  }

  /** Another department: its municipalities, then the first one's neighborhoods, each list's first option chosen. */
  async chooseState(code: string): Promise<void> {
    const next = changeState(this.location, code);
    // Choosing the same department again retries a list that failed; otherwise it changes nothing.
    if (next === this.location && this.lists.cities.status !== 'failed' && this.lists.neighborhoods.status !== 'failed') return;
    this.location = next;
    this.hasChanges = true;
    await this.loadListsFrom('cities');
  }

  /** Another municipality: its neighborhoods, the first one chosen. */
  async chooseCity(code: string): Promise<void> {
    const next = changeCity(this.location, code);
    if (next === this.location && this.lists.neighborhoods.status !== 'failed') return;
    this.location = next;
    this.hasChanges = true;
    await this.loadListsFrom('neighborhoods');
  }

  chooseNeighborhood(code: string): void {
    if (code === this.location.neighborhood) return;
    this.location = changeNeighborhood(this.location, code);
    this.hasChanges = true;
  }

  /**
   * Loads `from` and every level under it, one after the other, each with the code chosen above
   * it: the code held when the list has it, else the list's first option (a changed parent, or
   * a code that is not in the list). A newer cascade makes this one stop where it is. An empty
   * list leaves the levels under it empty; a failed one shows 'Error del sistema' and leaves
   * them waiting, the form untouched.
   */
  private async loadListsFrom(from: LocationLevel): Promise<void> {
    const cascade = ++this.cascade;
    const start = levels.indexOf(from);
    const pending = levels.slice(start);
    this.lists = { ...this.lists, ...Object.fromEntries(pending.map((level) => [level, waiting])) };
    for (const level of pending) {
      const parent = this.parentCodeOf(level);
      runInAction(() => (this.lists = { ...this.lists, [level]: { status: 'loading', options: [] } }));
      const result: LocationListResult = parent === null ? { kind: 'noResults' } : await this.loadLocations.load(level, parent);
      if (cascade !== this.cascade) return;
      const isDone = runInAction(() => this.applyList(level, result));
      if (isDone) return;
    }
  }

  /** True when the cascade stops here. */
  private applyList(level: LocationLevel, result: LocationListResult): boolean {
    const below = levels.slice(levels.indexOf(level) + 1);
    switch (result.kind) {
      case 'options': {
        this.lists = { ...this.lists, [level]: { status: 'ready', options: result.options } };
        const field = fieldOf[level];
        const chosen = selectedOption(result.options, this.location[field]);
        if (chosen !== null && chosen.code !== this.location[field]) this.location = { ...this.location, [field]: chosen.code };
        return false;
      }
      case 'noResults': {
        const empty: LocationList = { status: 'empty', options: [] };
        this.lists = { ...this.lists, [level]: empty, ...Object.fromEntries(below.map((lower) => [lower, empty])) };
        this.location = clearedFrom(this.location, level);
        return true;
      }
      case 'systemError':
        this.lists = { ...this.lists, [level]: { status: 'failed', options: [] } };
        this.showError();
        return true;
    }
  }

  private parentCodeOf(level: LocationLevel): string | null {
    switch (level) {
      case 'states':
        return this.location.country;
      case 'cities':
        return this.location.state === '' ? null : this.location.state;
      case 'neighborhoods':
        return this.location.city;
    }
  }

  // --- the privacy policy and saving -------------------------------------------------------

  setPrivacyAccepted(isAccepted: boolean): void {
    this.isPrivacyAccepted = isAccepted;
  }

  /** The first reason 'Guardar' is disabled, null when it is enabled. */
  get saveBlocker(): SaveBlocker | null {
    if (this.isLoadingLocations) return 'loading';
    if (!arePersonalDataValid(this.form.values)) return 'fields';
    if (completeLocation(this.location) === null) return 'location';
    if (!this.isPrivacyAccepted) return 'privacy';
    return null;
  }

  /** 'Guardar': every rule holds, the location is complete, the policy accepted, nothing in flight. */
  get canSave(): boolean {
    return (
      this.phase === 'form' &&
      this.idSap !== null &&
      !this.isLoadingLocations &&
      !this.submission.isSubmitting &&
      canSave(this.form.values, this.location, this.isPrivacyAccepted)
    );
  }

  /**
   * PUT users/{idSap} (the contract's `updateUser`): 0 → 'Actualización de datos'; 409 → 'Correo
   * existente'; anything else → 'Error del sistema'. The form stays as it is after each one. Pressed
   * while it cannot be saved (Enter in a field), every field says what is wrong.
   */
  async save(): Promise<void> {
    if (!this.canSave || this.idSap === null) {
      this.revealErrors();
      return;
    }
    const idSap = this.idSap;
    await this.submission.run(async () => {
      const input = { idSap, values: this.form.values, location: this.location, isPrivacyAccepted: this.isPrivacyAccepted };
      const result = await this.ui.withLoader(() => this.updatePersonalData.execute(input));
      runInAction(() => {
        switch (result.kind) {
          case 'updated':
            this.drafts.forget();
            this.hasChanges = false;
            this.isRestored = false;
            this.ui.showModal({ tone: 'success', title: m.updated.title, message: m.updated.message });
            break;
          case 'emailInUse':
            this.ui.showModal({ tone: 'warning', title: m.emailInUse.title, message: m.emailInUse.message });
            break;
          case 'incomplete':
            this.revealErrors();
            break;
          case 'notSignedIn':
          case 'systemError':
            this.showError();
            break;
        }
      });
    });
  }

  private revealErrors(): void {
    this.form = personalDataFields.reduce((form, field) => leaveField(form, field), this.form);
  }

  /** 'Error del sistema'; closing it leaves the page as it is (nothing typed is lost). */
  private showError(): void {
    this.ui.showSystemError('stayOnPage');
  }

  // --- the draft ---------------------------------------------------------------------------

  /** What a reload brings back: the form as it is, once the person changed something. */
  get draft(): PersonalDataDraftInput | null {
    if (this.phase !== 'form' || this.idSap === null || !this.hasChanges) return null;
    return { idSap: this.idSap, values: this.form.values, location: this.location };
  }

  /**
   * Keeps the draft up to date while the page is open, and writes a change still waiting when the
   * page stops it or the document goes away (`autosaveDraft`); returns the function that stops it.
   * The page starts it in an effect (StrictMode's second mount starts it again). The draft is
   * read when it is written: one saved in between (null) is not written back.
   */
  keepDraft(page?: LeavingPage | null): () => void {
    return autosaveDraft(() => this.draft, (draft) => this.drafts.keep(draft), { delayMs: draftSaveDelayMs, page });
  }
}

/** The location with `level`'s field and those under it emptied (the state stays: it is never empty once chosen). */
function clearedFrom(location: LocationSelection, level: LocationLevel): LocationSelection {
  switch (level) {
    case 'states':
      return location;
    case 'cities':
      return { ...location, city: null, neighborhood: null };
    case 'neighborhoods':
      return { ...location, neighborhood: null };
  }
}

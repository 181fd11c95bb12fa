import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@test/support/theme-provider';
import { foldForSearch } from '@/presentation/shared/components/searchable-select/option-filter.util';
import { SearchableSelect, type SearchableSelectOption } from '@/presentation/shared/components/searchable-select/searchable-select';

const departments: SearchableSelectOption[] = [
  { value: '05', label: 'Antioquia' },
  { value: '08', label: 'Atlántico' },
  { value: '11', label: 'Bogotá, D.C.' },
  { value: '13', label: 'Bolívar' },
  { value: '25', label: 'Cundinamarca' },
];

function Harness({ initial = '05', options = departments, onChange = () => undefined, isBusy = false }: {
  initial?: string | null;
  options?: SearchableSelectOption[];
  onChange?: (value: string) => void;
  isBusy?: boolean;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ThemeProvider>
      <form onSubmit={(event) => event.preventDefault()}>
        <SearchableSelect
          label="Departamento"
          options={options}
          value={value}
          isBusy={isBusy}
          busyText="Cargando departamentos…"
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
        <button type="button">Después</button>
      </form>
    </ThemeProvider>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Departamento' });
/** The popup the combobox controls (hidden while closed, so not reachable by role then). */
const listbox = () => {
  const popup = document.getElementById(combobox().getAttribute('aria-controls') ?? '');
  if (!popup) throw new Error('The combobox controls no element');
  return popup;
};
const optionNames = () => within(listbox()).queryAllByRole('option', { hidden: true }).map((option) => option.textContent);
const active = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent ?? null;
};
const status = () => screen.getByRole('status').textContent;

describe('SearchableSelect (WAI-ARIA APG editable combobox with list autocomplete)', () => {
  it('is a combobox named by its label, collapsed, showing the chosen option, tied to its listbox', () => {
    render(<Harness />);
    const input = combobox();
    expect((input as HTMLInputElement).value).toBe('Antioquia');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(document.getElementById(listbox().getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Departamento');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(listbox().hidden).toBe(true);
  });

  it('ArrowDown opens on the chosen option; arrows move and wrap; Home and End go to the ends; Enter chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Antioquia');
    expect(screen.getByRole('option', { name: 'Antioquia', selected: true }).id).toBe(combobox().getAttribute('aria-activedescendant'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Bogotá, D.C.');
    await user.keyboard('{End}');
    expect(active()).toBe('Cundinamarca');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Antioquia');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Cundinamarca');
    await user.keyboard('{Home}');
    expect(active()).toBe('Antioquia');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledExactlyOnceWith('08');
    expect((combobox() as HTMLInputElement).value).toBe('Atlántico');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
  });

  it('typing filters without accents or case, highlights the first match, and Enter chooses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(combobox());
    await user.clear(combobox());
    await user.type(combobox(), 'bogota');
    expect(screen.getByRole('listbox', { name: 'Departamento' })).toBe(listbox());
    expect(optionNames()).toEqual(['Bogotá, D.C.']);
    expect(active()).toBe('Bogotá, D.C.');
    expect(status()).toBe('1 resultado disponible.');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('11');
    expect((combobox() as HTMLInputElement).value).toBe('Bogotá, D.C.');
  });

  it('entering the field by Tab selects the chosen name: typing replaces it and filters at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(combobox());
    await user.keyboard('cund');
    expect((combobox() as HTMLInputElement).value).toBe('cund');
    expect(optionNames()).toEqual(['Cundinamarca']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('25');
  });

  it('focus, ArrowDown, then typing also replaces the chosen name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowDown}bol');
    expect(optionNames()).toEqual(['Bolívar']);
    expect(active()).toBe('Bolívar');
  });

  it('a typed "BOLIVAR" finds "Bolívar", "at" finds "Atlántico"; the count is announced', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    await user.clear(combobox());
    await user.type(combobox(), 'BOLIVAR');
    expect(optionNames()).toEqual(['Bolívar']);
    await user.clear(combobox());
    await user.type(combobox(), 'at');
    expect(optionNames()).toEqual(['Atlántico']);
    await user.clear(combobox());
    await user.type(combobox(), 'a');
    expect(status()).toBe('5 resultados disponibles.');
  });

  it("a filter that matches nothing says 'No se encontraron resultados'; Enter chooses nothing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(combobox());
    await user.clear(combobox());
    await user.type(combobox(), 'zzz');
    expect(status()).toBe('No se encontraron resultados');
    expect(screen.getByText('No se encontraron resultados', { selector: 'p' }).textContent).toBe('No se encontraron resultados');
    expect(listbox().hidden).toBe(true);
    expect(combobox().getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Escape closes and puts back the chosen option; so does leaving the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(combobox());
    await user.clear(combobox());
    await user.type(combobox(), 'cund');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect((combobox() as HTMLInputElement).value).toBe('Antioquia');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await user.type(combobox(), 'xyz');
    await user.tab();
    expect((combobox() as HTMLInputElement).value).toBe('Antioquia');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Enter on a closed list is left to the form; Enter on an open one never submits it', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(<Harness />);
    document.querySelector('form')?.addEventListener('submit', submit);
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(submit).not.toHaveBeenCalled();
  });

  it('a click on an option chooses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Mostrar opciones de Departamento' }));
    await user.click(screen.getByRole('option', { name: 'Cundinamarca' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('25');
    expect((combobox() as HTMLInputElement).value).toBe('Cundinamarca');
  });

  it("no options at all: 'No se encontraron resultados' shows with the field and describes it", () => {
    render(<Harness options={[]} initial={null} />);
    const input = combobox();
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('placeholder')).toBe('No se encontraron resultados');
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('No se encontraron resultados');
  });

  it('while its list loads it is disabled, busy, and says so', () => {
    render(<Harness isBusy />);
    const input = combobox();
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(input.getAttribute('aria-busy')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Cargando departamentos…');
  });

  it('folds accents, case and spaces for matching', () => {
    expect(foldForSearch('  Bogotá,   D.C. ')).toBe('bogota, d.c.');
    expect(foldForSearch('ÑUÑOA')).toBe('nunoa');
  });
});

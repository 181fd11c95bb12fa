import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialDocumentQuery, isDocumentQueryValid, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { DocumentQueryForm } from '@/presentation/shared/components/document-query-form/document-query-form';
import { renderInTheme } from '@test/support/render-in-theme';

/**
 * A page's use of the form: the query is sent on submit and stays in flight until the test
 * answers it (`answer()`), as a view model's `isQuerying` would.
 */
function renderQueryForm() {
  const sent = vi.fn<(query: DocumentQuery) => void>();
  let answer = () => {};
  function Page() {
    const [query, setQuery] = useState<DocumentQuery>(initialDocumentQuery);
    const [isBusy, setBusy] = useState(false);
    answer = () => setBusy(false);
    return (
      <DocumentQueryForm
        heading={<h2>Consulta</h2>}
        value={query}
        onChange={setQuery}
        onSubmit={() => {
          sent(query);
          setBusy(true);
        }}
        canSubmit={!isBusy && isDocumentQueryValid(query)}
        hint="Escribe un número de documento válido."
        submitLabel="Consultar"
        backTo="/certificados"
        isBusy={isBusy}
      />
    );
  }
  renderInTheme(<Page />);
  const submit = screen.getByRole('button', { name: 'Consultar' }) as HTMLButtonElement;
  const number = screen.getByRole('textbox', { name: 'Número de documento' }) as HTMLInputElement;
  const type = screen.getByRole('combobox', { name: 'Tipo de documento' }) as HTMLSelectElement;
  return { sent, submit, number, type, answer: () => act(() => answer()) };
}

describe('DocumentQueryForm: a query in flight keeps the focus', () => {
  it("disables 'Consultar' only while the query is incomplete, tied to the hint", async () => {
    const { submit, number } = renderQueryForm();
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe(screen.getByText('Escribe un número de documento válido.').id);

    await userEvent.type(number, '1037600123');

    expect(submit.disabled).toBe(false);
    expect(submit.hasAttribute('aria-describedby')).toBe(false);
  });

  it("clicking 'Consultar': the button is busy and keeps the focus, a second click and Enter send nothing, the fields take no change", async () => {
    const user = userEvent.setup();
    const { sent, submit, number, type, answer } = renderQueryForm();
    await user.type(number, '1037600123');

    await user.click(submit);

    expect(sent).toHaveBeenCalledOnce();
    expect(submit.disabled).toBe(false);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(submit);
    // The fields stay focusable but look disabled and keep their value.
    expect(number.disabled).toBe(false);
    expect(number.readOnly).toBe(true);
    expect(number.getAttribute('aria-disabled')).toBe('true');
    expect(type.disabled).toBe(false);
    expect(type.getAttribute('aria-disabled')).toBe('true');

    await user.click(submit);
    await user.keyboard('{Enter}');
    await user.type(number, '9');
    await user.selectOptions(type, 'CE');
    await user.type(number, '{Enter}');

    expect(sent).toHaveBeenCalledOnce();
    expect(number.value).toBe('1037600123');
    expect(type.value).toBe('CC');

    answer();
    expect(submit.hasAttribute('aria-disabled')).toBe(false);
    expect(submit.hasAttribute('aria-busy')).toBe(false);
    expect(number.readOnly).toBe(false);
    expect(type.hasAttribute('aria-disabled')).toBe(false);
  });

  it('Enter in the number sends the query once; the number keeps the focus while it goes', async () => {
    const user = userEvent.setup();
    const { sent, submit, number } = renderQueryForm();

    await user.type(number, '1037600123{Enter}');
    expect(sent).toHaveBeenCalledOnce();
    expect(sent).toHaveBeenCalledWith({ documentType: 'CC', documentNumber: '1037600123' });
    expect(document.activeElement).toBe(number);
    expect(submit.getAttribute('aria-busy')).toBe('true');

    await user.keyboard('{Enter}');
    expect(sent).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(number);
  });
});

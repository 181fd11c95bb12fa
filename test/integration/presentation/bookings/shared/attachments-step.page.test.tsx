import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { files } from '@test/support/picked-files';
import { main, pageTestOptions } from '@test/support/page-test-support';
import { testConfig } from '@test/support/test-config';
import { attachedFile, button, draftAt, filesInput, findStep, MemoryBookingDraftStore, openBookingRequest, reasonSelect } from '@test/support/bookings/booking-request-page';

const texts = testConfig().texts;
const person = 'CC 1017234567';
const limitHint = 'Ya cargaste los 3 archivos permitidos para esta persona. Quita uno para cambiarlo.';

async function onStep4(overrides: Parameters<typeof draftAt>[2] = {}) {
  const drafts = new MemoryBookingDraftStore([draftAt('rescheduling', 4, overrides)], { keptByThisPage: true });
  const opened = await openBookingRequest('rescheduling', { drafts });
  await findStep(4, 4, 'Motivo y soportes por persona');
  return opened;
}

describe('Booking requests, step 4 (documents per person)', pageTestOptions, () => {
  it('a file with no reason marks the reason invalid; choosing one completes the person and enables Enviar', async () => {
    const { user } = await onStep4();
    expect(button(/^CC 1017234567/).textContent).toBe('CC 1017234567Pendiente');
    expect(reasonSelect(person).getAttribute('aria-invalid')).toBeNull();

    await user.upload(filesInput(person), files.pdf('incapacidad.pdf'));
    await screen.findByRole('button', { name: 'Quitar incapacidad.pdf' });
    const select = reasonSelect(person);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Debes seleccionar un motivo');
    expect(button('Enviar').disabled).toBe(true);
    expect(button('Enviar').getAttribute('aria-describedby')).toBeTruthy();

    await user.selectOptions(select, 'Caso fortuito');
    expect(select.value).toBe('casoFortuito');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(within(main()).queryByText('Debes seleccionar un motivo')).toBeNull();
    expect(button(/^CC 1017234567/).textContent).toBe('CC 1017234567Completo');
    expect(button('Enviar').disabled).toBe(false);
  });

  it('leaving the reason empty says so', async () => {
    const { user } = await onStep4();
    await user.click(reasonSelect(person));
    await user.tab();
    expect(reasonSelect(person).getAttribute('aria-invalid')).toBe('true');
  });

  it('at 3 files the add control is gone and a Spanish hint says why; removing one brings it back', async () => {
    const { user } = await onStep4({
      attachments: { 'CC:1017234567': { reason: 'fallecimiento', files: [attachedFile('uno.pdf'), attachedFile('dos.pdf')] } },
    });
    expect(within(main()).queryByText(limitHint, { selector: 'p' })).toBeNull();
    await user.upload(filesInput(person), files.jpeg('tres.jpg'));
    await screen.findByRole('button', { name: 'Quitar tres.jpg' });

    expect(within(main()).queryByLabelText(`Archivos de soporte de ${person}`, { selector: 'input' })).toBeNull();
    expect(within(main()).getByText(limitHint, { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button('Quitar tres.jpg')));

    await user.click(button('Quitar dos.pdf'));
    expect(filesInput(person)).toBeTruthy();
    expect(within(main()).queryByText(limitHint, { selector: 'p' })).toBeNull();
  });

  it.each([
    ['a renamed text file', files.renamedText, 'errorFormato'],
    ['a 2,000,001-byte PDF', files.oversizePdf, 'errorPeso'],
    ['an empty file', files.empty, 'errorFormato'],
  ] as const)('%s is rejected with its text and the input cleared; reason, files and observations stay', async (_name, build, key) => {
    const { user } = await onStep4({
      observation: 'Viajo por trabajo',
      attachments: { 'CC:1017234567': { reason: 'fuerzaMayor', files: [attachedFile('uno.pdf')] } },
    });
    await user.upload(filesInput(person), build());

    const alert = await within(main()).findByRole('alert');
    expect(alert.textContent).toBe(texts[key]);
    expect(filesInput(person).value).toBe('');
    expect(filesInput(person).getAttribute('aria-describedby')).toContain(alert.id);
    expect(button('Quitar uno.pdf')).toBeTruthy();
    expect(reasonSelect(person).value).toBe('fuerzaMayor');
    expect((within(main()).getByRole('textbox', { name: 'Observaciones (opcional)' }) as HTMLTextAreaElement).value).toBe('Viajo por trabajo');
    expect(button('Enviar').disabled).toBe(false);
  });

  it('observations count characters and are cut at 500', async () => {
    const { user } = await onStep4();
    const field = within(main()).getByRole('textbox', { name: 'Observaciones (opcional)' }) as HTMLTextAreaElement;
    expect(within(main()).getByText('0/500 caracteres')).toBeTruthy();
    await user.type(field, 'Hola');
    expect(within(main()).getByText('4/500 caracteres')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain(within(main()).getByText('4/500 caracteres').id);

    fireEvent.change(field, { target: { value: 'a'.repeat(510) } });
    expect(field.value).toHaveLength(500);
    expect(within(main()).getByText('500/500 caracteres')).toBeTruthy();
  });

  it('the five reasons are listed, each with a toggletip; the right of withdrawal states 5 business days and 100 %', async () => {
    const { user } = await onStep4();
    const reasons = within(main()).getByRole('region', { name: 'Motivos de la solicitud' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fuerza mayor',
      'Calamidad doméstica',
      'Caso fortuito',
      'Derecho de retracto',
      'Fallecimiento',
    ]);
    await user.click(within(reasons).getByRole('button', { name: 'Más información sobre derecho de retracto' }));
    const tip = await screen.findByRole('dialog', { name: 'Derecho de retracto' });
    expect(tip.textContent).toContain('por lo menos 5 días hábiles antes de la fecha de inicio del servicio');
    expect(tip.textContent).toContain('100 %');
  });

  it('coming back to step 4 in the same page (a link, the back button) brings back the reason, the files and the observations', async () => {
    await onStep4({
      observation: 'Nos cambiaron el turno',
      attachments: { 'CC:1017234567': { reason: 'calamidadDomestica', files: [attachedFile('historia.pdf')] } },
    });
    expect(reasonSelect(person).value).toBe('calamidadDomestica');
    expect(button('Quitar historia.pdf')).toBeTruthy();
    expect((within(main()).getByRole('textbox', { name: 'Observaciones (opcional)' }) as HTMLTextAreaElement).value).toBe('Nos cambiaron el turno');
    expect(button(/^CC 1017234567/).textContent).toBe('CC 1017234567Completo');
  });
});

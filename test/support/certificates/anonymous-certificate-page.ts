import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { findPageTitle, main } from '@test/support/page-test-support';
import { renderRoute } from '@test/support/render-route';

/**
 * A certificate page anyone can use (worker c01, beneficiary c02, FOSFEC c07), rendered in the
 * whole portal over the sandbox, on its step-1 form.
 */
export async function openAnonymousCertificate(path: string, title: string) {
  const user = userEvent.setup();
  const view = renderRoute(path);
  await findPageTitle(title);
  return { user, ...view };
}

const documentTypeField = () => within(main()).getByRole('combobox', { name: 'Tipo de documento' }) as HTMLSelectElement;
export const documentNumberField = () => within(main()).getByRole('textbox', { name: 'Número de documento' }) as HTMLInputElement;
export const consultButton = () => within(main()).getByRole('button', { name: 'Consultar' }) as HTMLButtonElement;

/** Types the document (choosing its type first) and presses Consultar, which must be enabled. */
export async function consult(user: ReturnType<typeof userEvent.setup>, documentType: string, documentNumber: string): Promise<void> {
  await user.selectOptions(documentTypeField(), documentType);
  await user.type(documentNumberField(), documentNumber);
  expect(consultButton().disabled).toBe(false);
  await user.click(consultButton());
}

/** The step shown after the answer: its h2. */
export const findStep = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackButton } from '@/presentation/shared/components/back-button/back-button';
import { ArrowLeftIcon } from '@/presentation/shared/components/icons/icons';
import { LinkButton } from '@/presentation/shared/components/link-button/link-button';
import { rulesOf } from '@test/support/css-rules';
import { renderInTheme } from '@test/support/render-in-theme';


describe('BackButton', () => {
  it('is a link named "Regresar" to its parent page, followed inside the app', async () => {
    const { router } = renderInTheme(<BackButton to="/certificados" />);
    const link = screen.getByRole('link', { name: 'Regresar' });
    expect(link.getAttribute('href')).toBe('/certificados');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.textContent).toBe('Regresar');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    await userEvent.click(link);

    expect(router.state.location.pathname).toBe('/certificados');
  });

  // The static classes (back-button.styles.ts, static-icons.styles.ts) against the rules Chakra
  // inserts for the LinkButton and the arrow it replaces.
  it('has the styles Chakra gave it: the outlined large button on a link, the arrow an icon of one em', () => {
    renderInTheme(
      <>
        <div data-testid="static">
          <BackButton to="/certificados" />
        </div>
        <div data-testid="chakra">
          <LinkButton to="/certificados" variant="outline" size="lg">
            <ArrowLeftIcon />
            Regresar
          </LinkButton>
        </div>
      </>,
    );
    const [own, theirs] = [within(screen.getByTestId('static')).getByRole('link'), within(screen.getByTestId('chakra')).getByRole('link')];
    expect(own.getAttribute('href')).toBe(theirs.getAttribute('href'));
    expect(own.textContent).toBe(theirs.textContent);
    expect(rulesOf(theirs)).not.toEqual([]);
    expect(rulesOf(own)).toEqual(rulesOf(theirs));
    const [ownIcon, theirIcon] = [own.querySelector('svg')!, theirs.querySelector('svg')!];
    expect(ownIcon.innerHTML).toBe(theirIcon.innerHTML);
    expect(rulesOf(theirIcon)).not.toEqual([]);
    expect(rulesOf(ownIcon)).toEqual(rulesOf(theirIcon));
  });
});

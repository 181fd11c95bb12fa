import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Identity } from '@/application/shared/session/identity.port';
import type * as PageIntroModule from '@/presentation/shared/components/page-intro/page-intro';
import type * as SessionGatedCardModule from '@/presentation/shared/components/session-gated-card/session-gated-card';
import { server } from '@test/support/msw-server';
import { renderRoute } from '@test/support/render-route';
import { FakeIdentity, findPageTitle, pageTestOptions } from '@test/support/page-test-support';

// The page's intro and its FOVIS card, counted each time React draws them.
const renders = vi.hoisted(() => ({ intro: 0, fovis: 0 }));
vi.mock('@/presentation/shared/components/page-intro/page-intro', async (importOriginal) => {
  const { PageIntro } = await importOriginal<typeof PageIntroModule>();
  return {
    PageIntro: (props: PageIntroModule.PageIntroProps) => {
      renders.intro += 1;
      return PageIntro(props);
    },
  };
});
vi.mock('@/presentation/shared/components/session-gated-card/session-gated-card', async (importOriginal) => {
  const { SessionGatedCard } = await importOriginal<typeof SessionGatedCardModule>();
  return {
    SessionGatedCard: (props: Parameters<typeof SessionGatedCard>[0]) => {
      if (props.title === 'Certificados de vivienda FOVIS') renders.fovis += 1;
      return <SessionGatedCard {...props} />;
    },
  };
});

const listPath = 'http://localhost/api/v1/certifications/listarCertificados';

describe('Certificates page (/certificados): the list arriving redraws only what it changes', pageTestOptions, () => {
  it('the intro and the FOVIS card are not drawn again when the cards replace the skeleton (total blocking time)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Nothing returned after the wait: the sandbox's own handler answers.
    server.use(http.get(listPath, async () => void (await held)));
    renderRoute('/certificados', { arrange: (container) => container.rebind(Identity).toConstantValue(new FakeIdentity()) });
    await findPageTitle('Certificados');
    expect(screen.getByTestId('certificates-skeleton')).toBeTruthy();
    const before = { ...renders };
    expect(before.intro).toBeGreaterThan(0);
    expect(before.fovis).toBeGreaterThan(0);

    release();
    await screen.findByRole('list', { name: 'Certificados disponibles' }, { timeout: 5000 });

    expect(renders).toEqual(before);
  });
});

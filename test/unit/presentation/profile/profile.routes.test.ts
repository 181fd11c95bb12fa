import { describe, expect, it } from 'vitest';
import { featureRoutes as profileRoutes } from '@/presentation/profile/profile.routes';
import { personalDataMessages } from '@/presentation/profile/actualizacion-de-datos/personal-data.messages';
import { isRouteHandle } from '@/presentation/shared/routing/route-handle.model';

// The data update's handle is in the home's first load (the route table); the page's messages are
// not. The handle repeats the title and lead its anonymous view draws where the prerender drew the
// page's own (RequireSignIn), so they must stay the same words.
describe('the data update route', () => {
  it("its handle's title and lead are the page's own", () => {
    const route = profileRoutes.routes.find((candidate) => candidate.path === 'actualizacion-de-datos');
    const handle: unknown = route?.handle;
    expect(isRouteHandle(handle)).toBe(true);
    if (!isRouteHandle(handle)) return;
    expect(handle.requiresSignIn).toBe(true);
    expect(handle.title).toBe(personalDataMessages.title);
    expect(handle.lead).toBe(personalDataMessages.lead);
  });
});

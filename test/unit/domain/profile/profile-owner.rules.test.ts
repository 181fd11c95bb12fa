import { describe, expect, it } from 'vitest';
import { profileOwnerOf } from '@/domain/profile/profile-owner.rules';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';

const signedIn: Session = { ...anonymousSession, isLogged: true, userFullName: 'Ana Pérez', documentType: 'CC', documentNumber: '1020304050' };

describe("profileOwnerOf: the signed-in person's own document (spec section 6)", () => {
  it('the session document, trimmed', () => {
    expect(profileOwnerOf(signedIn)).toEqual({ documentType: 'CC', documentNumber: '1020304050' });
    expect(profileOwnerOf({ ...signedIn, documentNumber: ' 1020304050 ' })).toEqual({ documentType: 'CC', documentNumber: '1020304050' });
  });

  it.each<[string, Session]>([
    ['nobody signed in', anonymousSession],
    ['a document left over in an anonymous session', { ...signedIn, isLogged: false }],
    ['no document type', { ...signedIn, documentType: null }],
    ['no document number', { ...signedIn, documentNumber: null }],
    ['a blank document number', { ...signedIn, documentNumber: '  ' }],
  ])('none: %s', (_label, session) => {
    expect(profileOwnerOf(session)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sessionOwnerOf } from '@/domain/shared/session/session-owner.rules';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';

const signedIn: Session = {
  isLogged: true,
  userName: 'maria.perez',
  userFullName: 'María Pérez',
  documentType: 'CC',
  documentNumber: '1037600123',
  roles: [],
};

describe('the requester of send-document: the signed-in person, with their own document', () => {
  it('a signed-in person with a document', () => {
    expect(sessionOwnerOf(signedIn)).toEqual({ documentType: 'CC', documentNumber: '1037600123' });
  });

  it('trims the document', () => {
    expect(sessionOwnerOf({ ...signedIn, documentType: ' CE ', documentNumber: ' 123456 ' })).toEqual({
      documentType: 'CE',
      documentNumber: '123456',
    });
  });

  it.each<[string, Session]>([
    ['anonymous', anonymousSession],
    ['not logged, with a document left over', { ...signedIn, isLogged: false }],
    ['no document type', { ...signedIn, documentType: null }],
    ['no document number', { ...signedIn, documentNumber: null }],
    ['a blank document type', { ...signedIn, documentType: '  ' }],
    ['a blank document number', { ...signedIn, documentNumber: '' }],
  ])('%s: nobody to send for (null)', (_label, session) => {
    expect(sessionOwnerOf(session)).toBeNull();
  });
});

import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { describeIdentityError } from '@/infrastructure/identity/identity-error.mapper';

describe('describeIdentityError', () => {
  it("keeps the provider's OAuth error and description, never the token request's form", () => {
    const form = new URLSearchParams({ grant_type: 'authorization_code', code: 'codigo-1', code_verifier: 'v'.repeat(96) });
    const error = new ErrorResponse({ error: 'invalid_grant', error_description: 'Code not valid' }, form);
    const described = describeIdentityError(error);
    expect(described).toBe('ErrorResponse: invalid_grant: Code not valid');
    expect(described).not.toContain('codigo-1');
    expect(described).not.toContain('vvvv');
  });

  it('a time-out or network failure gives its kind and message', () => {
    expect(describeIdentityError(new ErrorTimeout('IFrame timed out without a response'))).toBe('ErrorTimeout: IFrame timed out without a response');
    expect(describeIdentityError(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch');
  });

  it('something that is not an Error is named by its type only (it could hold anything)', () => {
    expect(describeIdentityError({ refresh_token: 'r-1' })).toBe('non-Error failure (object)');
    expect(describeIdentityError('token=abc')).toBe('non-Error failure');
  });

  it('a long description is cut at 200 characters', () => {
    expect(describeIdentityError(new Error('x'.repeat(500)))).toHaveLength('Error: '.length + 200);
  });
});

/** The signed-in person as the portal sees them (spec section 3, Session). */
export interface Session {
  readonly isLogged: boolean;
  readonly userName: string | null;
  readonly userFullName: string | null;
  readonly documentType: string | null;
  readonly documentNumber: string | null;
  readonly roles: readonly string[];
}

export const anonymousSession: Session = Object.freeze({
  isLogged: false,
  userName: null,
  userFullName: null,
  documentType: null,
  documentNumber: null,
  roles: Object.freeze([]) as readonly string[],
});

/**
 * When the identity adapter runs the erasers: `sessionEnded` when a signed-in session ends in
 * this tab (sign-out, the inactivity sign-out, a refused refresh); `anonymousStart` when the
 * portal starts with nobody signed in, which is also every reload and every return from an
 * outside site (the payment checkout) of an anonymous visitor.
 */
export type ErasureMoment = 'sessionEnded' | 'anonymousStart';

/**
 * Removes one feature's personal data from the browser (ADR 0010). Multi-bound: each feature
 * that keeps personal data has one small eraser file, and the identity adapter runs every bound
 * eraser when a session ends and when the portal starts for an anonymous visitor, right after it
 * removes the shell's own document keys. The shell module binds them all, not the features' lazy
 * modules: a reload can leave a feature's data in the tab before, or without, its module loading.
 */
export interface PersonalDataEraser {
  /**
   * Removes this feature's data; storage that holds none of it is left as it is. `moment` lets a
   * feature whose data belongs to the tab rather than to a signed-in session (the payment trace)
   * keep it through an anonymous start.
   */
  erase(moment: ErasureMoment): void;
}
export const PersonalDataEraser = Symbol.for('PersonalDataEraser');

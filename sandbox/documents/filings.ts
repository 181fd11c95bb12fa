/**
 * Filing numbers (números de radicado) the fund gives an uploaded school or death certificate:
 * 'RAD-2026-000001', counted per process. Tests start over after each test
 * (`resetSandbox()` in test/support/msw-server.ts).
 */
let issued = 0;

export function nextFilingNumber(now: Date = new Date()): string {
  issued += 1;
  return `RAD-${now.getFullYear()}-${String(issued).padStart(6, '0')}`;
}

export function resetFilings(): void {
  issued = 0;
}

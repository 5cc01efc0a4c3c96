// The mock backend's clock. Tests move it (`setMockNow`) to cross days, expire tokens and
// codes, and reach the 10th of the month, without waiting or faking timers globally.
let offsetMs = 0;
let frozen: number | null = null;

export const now = (): Date => new Date(frozen ?? Date.now() + offsetMs);
export const nowIso = (): string => now().toISOString();

/** Freezes the clock at `date`, or unfreezes it with null. */
export const setMockNow = (date: Date | null): void => {
  frozen = date ? date.getTime() : null;
};

/** Moves the clock forward (frozen or not). */
export const advanceMockClock = (ms: number): void => {
  if (frozen !== null) frozen += ms;
  else offsetMs += ms;
};

export const resetMockClock = (): void => {
  frozen = null;
  offsetMs = 0;
};

/** The UTC day of a date, YYYY-MM-DD. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

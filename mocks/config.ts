// Knobs that differ between the places the mock backend runs.
export interface MockConfig {
  /** Added to every answer, so that loading states show (0 in tests). */
  latencyMs: { min: number; max: number };
  /** How long an access token lives; short in the browser so the refresh path is exercised. */
  accessTokenTtlMs: number;
  /** How long a refresh cookie lives. */
  refreshTokenTtlMs: number;
  /** Delay between streamed reply chunks on the socket (0 in tests). */
  replyChunkDelayMs: number;
}

export const mockConfig: MockConfig = {
  latencyMs: { min: 0, max: 0 },
  accessTokenTtlMs: 15 * 60_000,
  refreshTokenTtlMs: 30 * 24 * 60 * 60_000,
  replyChunkDelayMs: 0,
};

export const configureMocks = (overrides: Partial<MockConfig>): void => {
  Object.assign(mockConfig, overrides);
};

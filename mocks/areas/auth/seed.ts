import type { AreaSeeder } from '../../db/area-seeders';
import { mockConfig } from '../../config';

// The documented example's refresh cookie (openapi.yaml, refreshToken) for fan@…: it works
// once from the seed, since every refresh rotates the token as the real backend does.
export const exampleRefreshToken = 'rft_5e1b7c9d2a';

export const seedAuth: AreaSeeder = (db, ctx) => {
  db.refreshTokens.push({ token: exampleRefreshToken, userId: ctx.users.fan.id, expiresAt: new Date(ctx.now.getTime() + mockConfig.refreshTokenTtlMs).toISOString() });
};

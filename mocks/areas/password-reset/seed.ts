import type { AreaSeeder } from '../../db/area-seeders';

// The documented example's reset token (openapi.yaml, confirmPasswordReset), seeded for a
// creator no example signs in as (Luna), so pasting it changes no demo account's password.
export const exampleResetToken = 'rst_5d0a9e7b';

export const seedPasswordReset: AreaSeeder = (db, ctx) => {
  db.resetTokens.push({ token: exampleResetToken, userId: 'usr_luna', expiresAt: new Date(ctx.now.getTime() + 30 * 86_400_000).toISOString(), usedAt: null });
};

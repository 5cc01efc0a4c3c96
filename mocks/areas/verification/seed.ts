import type { AreaSeeder } from '../../db/area-seeders';

// The documented examples' secrets (openapi.yaml, verification and sign-up), so a newcomer
// can paste them against the seed: a pending code for new.fan@… that can be resent at once,
// and a verified e-mail waiting for its sign-up. Both stay valid for 30 days, far longer
// than a real code, so a long-running mock server keeps answering the examples.
export const exampleVerification = { id: 'vrf_8c1d', email: 'new.fan@kizuna.example', code: '123456' } as const;
export const exampleEmailVerifyId = 'evf_3f9a2c';
const validForMs = 30 * 86_400_000;

export const seedVerification: AreaSeeder = (db, ctx) => {
  const expiresAt = new Date(ctx.now.getTime() + validForMs).toISOString();
  const createdAt = ctx.now.toISOString();
  db.verifications.push(
    { ...exampleVerification, expiresAt, resendAvailableAt: createdAt, emailVerifyId: null, usedAt: null, createdAt },
    { id: 'vrf_3f9a', email: exampleVerification.email, code: '', expiresAt, resendAvailableAt: createdAt, emailVerifyId: exampleEmailVerifyId, usedAt: null, createdAt },
  );
};

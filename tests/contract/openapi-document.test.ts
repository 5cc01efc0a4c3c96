import { describe, expect, it } from 'vitest';
import { loadDocument, operationsOf } from './openapi-document';

// Rules of the contract that a linter does not know: the spec's calls exactly as written,
// one tag per operation, one error shape, idempotency on money operations, and no unused
// component (x-realtime-events included, which Redocly's rule cannot see).
const doc = loadDocument();
const operations = operationsOf(doc);
const byId = new Map(operations.map((op) => [op.operationId, op]));

const schemaRef = (name: string) => `#/components/schemas/${name}`;
const requestSchema = (operationId: string) =>
  byId.get(operationId)?.requestBody?.content?.['application/json']?.schema as { $ref?: string } | undefined;
const component = (ref: string | undefined) => {
  const name = ref?.split('/').pop() ?? '';
  return doc.components.schemas?.[name] as { required?: string[]; properties?: Record<string, unknown> } | undefined;
};

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId, exactly one tag and a summary', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.tags, op.operationId).toHaveLength(1);
      expect(op.summary, op.operationId).toBeTruthy();
    }
  });

  it.each([
    ['GET', '/agent/info/{agentIdOrName}', [], ['agent', 'channel']],
    ['GET', '/payment/payment-methods', [], ['paymentMethods']],
    ['GET', '/payment/wallet', [], ['wallet']],
    ['GET', '/user-subscription/current', [], ['userSubscription']],
    ['GET', '/my-agent/my-agents-ids', [], ['agentIds']],
    ['POST', '/auth/email/login', ['email', 'password'], ['user', 'accessToken']],
    [
      'POST',
      '/auth/email/signup',
      ['email', 'password', 'agreement', 'emailVerifyId', 'gender', 'preferredGender', 'nickname', 'birthDate'],
      ['user', 'accessToken'],
    ],
    ['POST', '/auth/google/signin', ['idToken'], ['user', 'accessToken']],
    ['POST', '/auth/google/signup', ['idToken', 'agreement', 'gender', 'preferredGender', 'nickname', 'birthDate'], ['user', 'accessToken']],
    ['POST', '/auth/check', [], ['accessToken', 'user']],
    ['POST', '/auth/refresh-token', [], ['accessToken']],
    ['POST', '/auth/logout', ['uid'], []],
  ])('describes the spec call %s %s with its payload and result fields', (method, route, payload, result) => {
    const op = operations.find((o) => o.method === method && o.path === route);
    expect(op, `${method} ${route}`).toBeDefined();
    if (!op) return;
    const body = component(requestSchema(op.operationId)?.$ref);
    // The spec's fields exactly, plus optional extensions the spec leaves room for (the
    // sign-ups' `referralCode`): a backend that only knows the spec's payload still works.
    const required = new Set(body?.required ?? []);
    const extras = Object.keys(body?.properties ?? {}).filter((name) => !payload.includes(name));
    expect(Object.keys(body?.properties ?? {}).filter((name) => payload.includes(name)).sort()).toEqual([...payload].sort());
    expect(extras.filter((name) => required.has(name))).toEqual([]);
    const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
    expect(success).toBeDefined();
    const content = success?.[1].$ref
      ? (doc.components.responses?.[success[1].$ref.split('/').pop() ?? ''] as { content?: Record<string, { schema?: { $ref?: string } }> })
          ?.content
      : (success?.[1].content as Record<string, { schema?: { $ref?: string } }> | undefined);
    const resultSchema = component(content?.['application/json']?.schema?.$ref);
    for (const field of result) expect(Object.keys(resultSchema?.properties ?? {}), `${route} → ${field}`).toContain(field);
  });

  it('answers every error with the one Error schema', () => {
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        const resolved = response.$ref
          ? (doc.components.responses?.[response.$ref.split('/').pop() ?? ''] as { content?: Record<string, { schema?: { $ref?: string } }> })
          : (response as { content?: Record<string, { schema?: { $ref?: string } }> });
        expect(resolved?.content?.['application/json']?.schema?.$ref, `${op.operationId} ${status}`).toBe(schemaRef('Error'));
      }
    }
  });

  it('names at least the errors the product shows', () => {
    const names = (doc.components.schemas?.ErrorName as { enum: string[] }).enum;
    for (const name of [
      'ExpiredAccessToken',
      'Unauthorized',
      'EmailAlreadyRegistered',
      'EmailVerificationRequired',
      'IncorrectVerificationCode',
      'InsufficientPoints',
      'FileTooLarge',
      'UnsupportedFileType',
      'GoogleLinkedAccount',
      'NoShareLink',
      'AlreadyAdded',
      'UsernameTaken',
      'NotFound',
      'ValidationFailed',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(['purchasePointsPackage', 'topUpPoints', 'subscribe', 'sendTip', 'unlockContent', 'requestPayout', 'claimCheckIn'])(
    'makes the money operation %s take an Idempotency-Key',
    (operationId) => {
      const op = byId.get(operationId);
      expect(op).toBeDefined();
      expect(op?.parameters.map((p) => p.$ref)).toContain('#/components/parameters/IdempotencyKey');
    },
  );

  it('writes the spec limits as constraints', () => {
    const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;
    expect(schemas.Username).toMatchObject({ minLength: 3, maxLength: 20, pattern: '^[a-z0-9_]+$' });
    expect(schemas.Password).toMatchObject({ minLength: 8 });
    expect(schemas.Nickname).toMatchObject({ maxLength: 30 });
    expect(schemas.MeaningfulText).toMatchObject({ minLength: 10 });
    const tip = (schemas.SendTipRequest?.properties as Record<string, unknown>).amountUsd;
    expect(tip).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const emojis = (schemas.EmojiSetting?.properties as Record<string, unknown>).emojis;
    expect(emojis).toMatchObject({ maxItems: 20 });
    const reactions = (schemas.ReactionSetting?.properties as Record<string, unknown>).reactions;
    expect(reactions).toMatchObject({ maxItems: 5 });
    expect(schemas.ChatStyle).toMatchObject({ enum: ['CASUAL_GREETING', 'PLAYFUL_TEASING', 'EMOTIONAL_SHARING', 'FLIRTATIOUS'] });
  });

  it('documents the realtime events with payload schemas that exist', () => {
    const realtime = doc['x-realtime-events'] as { event: string; messages: Record<string, { payload: { $ref: string } }> };
    expect(realtime.event).toBe('user-connected:{userId}');
    expect(Object.keys(realtime.messages)).toContain('updateWallet');
    for (const message of Object.values(realtime.messages)) expect(component(message.payload.$ref)).toBeDefined();
    expect(component(realtime.messages.updateWallet?.payload.$ref)?.required).toContain('wallet');
  });

  it('references every component it defines', () => {
    const text = JSON.stringify(doc);
    for (const [section, entries] of Object.entries(doc.components)) {
      if (section === 'securitySchemes') continue;
      for (const name of Object.keys(entries)) {
        expect(text.includes(`"#/components/${section}/${name}"`), `${section}/${name} is never referenced`).toBe(true);
      }
    }
  });
});

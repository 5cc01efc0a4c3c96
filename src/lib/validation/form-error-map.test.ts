import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { updateMyAgentMediaBody } from '@/api/generated/zod/my-agent/my-agent.zod';
import { formErrorMap } from './form-error-map';

describe('formErrorMap', () => {
  it('says "whole number" for a fraction where the contract wants an integer', () => {
    const result = updateMyAgentMediaBody.safeParse({ priceInPoints: 2.5 }, { error: formErrorMap });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.wholeNumber']);
  });

  it('keeps other multiples as a generic message', () => {
    const result = z.object({ step: z.number().multipleOf(5) }).safeParse({ step: 3 }, { error: formErrorMap });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.invalid']);
  });
});

import { z } from 'zod';
import { createShareLinkBody, createShareLinkBodyLabelMax } from '@/api/generated/zod/referral/referral.zod';
import { validationMessage } from '@/lib/validation/form-message';

/** A new share link: a label the contract accepts (blank is "required"), and the agent it opens, if any. */
export const shareLinkSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, { error: validationMessage('required') })
    .max(createShareLinkBodyLabelMax, { error: validationMessage('tooLong') })
    .pipe(createShareLinkBody.shape.label),
  agentName: z.string(),
});

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formErrorMapFor } from './form-error-map';

/**
 * The resolver of a form schema built from the generated Zod schemas: every broken rule becomes
 * a translatable message key (./form-error-map.ts). This module, Zod and the form's schema load
 * after the form is drawn (./use-validated-form.ts), so a form screen's first paint needs none of them.
 */
export const zodFormResolver = <Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema): Resolver<z.input<Schema>, unknown, z.output<Schema>> =>
  zodResolver(schema, { error: formErrorMapFor(schema) });

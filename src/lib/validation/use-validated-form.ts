import { useEffect, useMemo } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { whenFirstScreenSettled } from '@/lib/first-screen-settled';
import { loadOnce } from '@/lib/load-once';
import { validationMessage, type ValidationKey } from './form-message';

/** A form's schema, loaded with its own chunk: `() => import('../forms/x-schema').then((m) => m.xSchema)`. */
export type SchemaLoader<Schema> = () => Promise<Schema>;

/** Where the form's rules could not be loaded (offline, or a new release replaced the chunk). */
const unavailableType = 'rulesUnavailable' satisfies ValidationKey;

/**
 * The resolver of a lazily loaded schema. Zod and the schemas are ~21 KB gzip that a form's
 * first paint does not need: nothing is checked before the first submit. The first call (or the
 * preload) starts the load. A failed load is forgotten (loadOnce), so the next check tries
 * again; until then the form does not submit (a root error) and `onUnavailable` tells the user.
 */
const lazyResolver = <Schema extends z.ZodType<FieldValues, FieldValues>>(load: SchemaLoader<Schema>, onUnavailable: () => void) => {
  type Input = z.input<Schema>;
  type Output = z.output<Schema>;
  const rules = loadOnce(() => Promise.all([load(), import('./zod-form-resolver')]).then(([schema, { zodFormResolver }]) => zodFormResolver(schema)));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await rules.load();
    } catch {
      onUnavailable();
      const errors = { root: { type: unavailableType, message: validationMessage(unavailableType) } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return { resolver, ready: rules.load };
};

/**
 * react-hook-form with a form schema built from the generated Zod schemas; every broken rule
 * becomes a translatable message key (see form-error-map.ts). Errors show after the first
 * submit and then update as the user types.
 *
 * The schema comes from `loadSchema`, which should be stable (module scope, or `useCallback`
 * over what the schema depends on): it loads on the user's first interaction or once the first
 * screen has settled, whichever comes first, and by the first submit at the latest. If it
 * cannot load, a submit shows a toast and sends nothing; everything typed stays.
 */
export const useValidatedForm = <Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: SchemaLoader<Schema>,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> => {
  const { LL } = useI18nContext();
  const { resolver, ready } = useMemo(
    () =>
      lazyResolver(loadSchema, () => {
        // One toast, however many checks fail (each keystroke re-checks after a submit).
        showToast({ id: unavailableType, type: 'error', message: LL.validation.rulesUnavailable() });
      }),
    // A new language makes a new resolver (the chunks, once loaded, come back at once).
    [loadSchema, LL],
  );
  // The first screen settles on the user's first interaction at the latest
  // (src/lib/realtime/when-settled.ts).
  useEffect(() => {
    let live = true;
    void whenFirstScreenSettled().then(() => {
      if (live) ready().catch(() => {});
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
};

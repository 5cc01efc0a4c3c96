import type { z } from 'zod';
import { fail, type FieldProblem } from './errors';

// Requests are checked with the Zod schemas generated from the contract, exactly as the
// client's forms are: a payload the contract forbids gets `ValidationFailed` with the paths.
const problemsOf = (error: z.ZodError): FieldProblem[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));

export const validate = <S extends z.ZodType>(schema: S, value: unknown): z.infer<S> => {
  const result = schema.safeParse(value);
  if (!result.success) throw fail.validation(problemsOf(result.error));
  return result.data;
};

export const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail.validation([{ path: '(body)', message: 'The body is not valid JSON.' }]);
  }
};

/** The JSON body, checked against a generated schema. */
export const parseBody = async <S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> =>
  validate(schema, await readJson(request));

/** The query string as a plain object (numbers stay strings: use z.coerce where needed). */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams);

import type { z } from 'zod';

// Limits written once: the generated schemas carry the contract's minimum/maximum (lengths,
// counts, amounts), and the messages and help texts read them from there, so a limit changed
// in openapi/openapi.yaml changes what the user reads too.

export interface Bounds {
  min?: number;
  max?: number;
}

interface CheckDef {
  check?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: unknown;
  inclusive?: boolean;
}

interface SchemaDef {
  type?: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
}

const defOf = (schema: z.core.$ZodType): SchemaDef => schema._zod.def as SchemaDef;

/** The schema inside optional, nullable, default, catch, readonly and pipe wrappers. */
const unwrap = (schema: z.core.$ZodType): z.core.$ZodType => {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? unwrap(inner) : schema;
};

/** The lower and upper limit of a string's length, an array's size or a number's value. */
export const boundsOf = (schema: z.core.$ZodType): Bounds => {
  const bounds: Bounds = {};
  for (const { _zod } of defOf(unwrap(schema)).checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length' && check.minimum !== undefined) bounds.min = check.minimum;
    else if (check.check === 'max_length' && check.maximum !== undefined) bounds.max = check.maximum;
    else if (check.check === 'length_equals' && check.length !== undefined) bounds.min = bounds.max = check.length;
    else if (check.check === 'greater_than' && check.inclusive && typeof check.value === 'number') bounds.min = check.value;
    else if (check.check === 'less_than' && check.inclusive && typeof check.value === 'number') bounds.max = check.value;
  }
  return bounds;
};

/** The schema a form value at `path` was checked with (object fields and array items). */
export const schemaAt = (schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType | undefined => {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    current = typeof key === 'number' ? def.element : def.shape?.[String(key)] ?? undefined;
  }
  return current;
};


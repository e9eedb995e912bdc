// How every request is checked against its route's TypeBox schema, in one place (Fastify's Ajv through
// @fastify/ajv-compiler, built once for the whole app):
// - JSON bodies keep the types they were sent with. Ajv's coercion would store `content: 123` as "123"
//   and `contact: null` as "", guessing at what the caller meant; a wrong type is a 400 instead.
// - Query strings and path parameters are text by nature. A field whose schema wants a number or a
//   boolean is converted only from its plain spelling: decimal digits with an optional minus, `true` or
//   `false`. Ajv's own coercion also takes "Infinity", "1e308", "0x10" and " 5", and Ajv then skips
//   `minimum`/`maximum` for a number that is not finite, so `pageSize=Infinity` passed a cap of 100.
// - Two string formats refuse what PostgreSQL cannot store or a reader cannot see: `text` (free text:
//   no control characters but tab and line breaks, no lone surrogates) and `line` (one line: none at all).
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

/**
 * Control characters (Unicode Cc: C0, DEL, C1) other than tab, LF and CR, and UTF-16 halves without their
 * other half (Cs: in a `u` expression only a lone half is one).
 */
const FORBIDDEN_IN_TEXT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
const FORBIDDEN_IN_LINE = /\p{Cc}|\p{Cs}/u;

/** String formats of the schemas (`Type.String({ format: 'text' })`). */
export const TEXT_FORMATS = {
  text: (value: string) => !FORBIDDEN_IN_TEXT.test(value),
  line: (value: string) => !FORBIDDEN_IN_LINE.test(value),
} as const;

const INTEGER_TEXT = /^-?[0-9]{1,16}$/;
const DECIMAL_TEXT = /^-?[0-9]{1,16}(\.[0-9]{1,16})?$/;

type Schema = { [key: string]: unknown };

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function branches(schema: Schema): Schema[] {
  const nested = [schema.anyOf, schema.oneOf, schema.allOf].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  return [schema, ...nested.filter(isSchema).flatMap(branches)];
}

function typesOf(schema: Schema): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** What a text value of this field may become: the kinds of value its schema admits. */
function kindsOf(schema: Schema): { integer: boolean; decimal: boolean; boolean: boolean; array: boolean } {
  const all = branches(schema);
  const types = all.flatMap(typesOf);
  const consts = all.map((s) => s.const);
  return {
    integer:
      types.includes('integer') || types.includes('number') || consts.some((c) => typeof c === 'number'),
    decimal: types.includes('number'),
    boolean: types.includes('boolean') || consts.some((c) => typeof c === 'boolean'),
    array: types.includes('array'),
  };
}

function fromText(kinds: ReturnType<typeof kindsOf>, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (kinds.integer && INTEGER_TEXT.test(value)) return Number(value);
  if (kinds.decimal && DECIMAL_TEXT.test(value)) return Number(value);
  if (kinds.boolean && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** Converts the text fields of a query or path in place, by the schema of each field. */
export function textConverter(schema: unknown): (data: unknown) => void {
  const properties = isSchema(schema) && isSchema(schema.properties) ? schema.properties : {};
  const fields = Object.entries(properties)
    .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    .map(([name, field]) => [name, kindsOf(field)] as const);
  return (data) => {
    if (!isSchema(data)) return;
    for (const [name, kinds] of fields) {
      let value = data[name];
      if (value === undefined) continue;
      // A key sent once by a client that always sends arrays: `?page=2` or `?page[]=2` alike.
      if (Array.isArray(value) && value.length === 1 && !kinds.array) value = value[0];
      data[name] = fromText(kinds, value);
    }
  };
}

type CompilerFromPool = ReturnType<typeof AjvCompiler>;
type AjvOptions = NonNullable<FastifyServerOptions['ajv']>;
type Validation = ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * One pool for the process: an app built with the same shared schemas and options as an earlier one gets
 * that one's Ajv, which keeps each route schema it compiled (by the schema object, which the REST table
 * holds once). A process that builds many apps (the tests build hundreds) compiles each schema once.
 */
const pool = AjvCompiler();

/**
 * The validator factory of the app (Fastify's `schemaController.compilersFactory.buildValidator`):
 * Ajv without coercion for every part, the text converter above in front of queries and paths.
 */
export function buildValidator(
  externalSchemas: Parameters<CompilerFromPool>[0],
  ajvOptions: AjvOptions = {},
): FastifySchemaCompiler<unknown> {
  const options: AjvOptions = {
    plugins: ajvOptions.plugins,
    customOptions: { ...ajvOptions.customOptions, coerceTypes: false },
    onCreate(ajv) {
      for (const [name, validate] of Object.entries(TEXT_FORMATS))
        ajv.addFormat(name, { type: 'string', validate });
      ajvOptions.onCreate?.(ajv);
    },
  };
  // The package's types describe the pool's function as taking a schema; Fastify calls it with the route
  // definition (schema, httpPart, method, url), which is what it reads (fastify/lib/schema-controller.js).
  const compile = pool(externalSchemas, options) as unknown as FastifySchemaCompiler<unknown>;
  return (definition) => {
    const validate = compile(definition);
    if (definition.httpPart === 'body') return validate;
    const convert = textConverter(definition.schema);
    const checkText: Validation = (data: unknown) => {
      convert(data);
      const valid = validate(data);
      checkText.errors = validate.errors ?? null;
      return valid;
    };
    return checkText;
  };
}

/** The schema settings of the Fastify instance (see app.ts `fastifyOptions`). */
export const schemaOptions = {
  // allErrors: the first failing field in schema order is reported (PRODUCT.md §5 order).
  ajv: { customOptions: { allErrors: true, removeAdditional: true } },
  schemaController: { compilersFactory: { buildValidator: buildValidator as unknown as CompilerFromPool } },
} satisfies Pick<FastifyServerOptions, 'ajv' | 'schemaController'>;

import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Building and compiling a query with Kysely costs more than SQLite's work for the small inserts
 * of an order (measured: about 250 µs of 350 µs per order). For the statements an order runs
 * every time, compile each shape (same columns, same number of rows) once and run the same SQL
 * again with new parameters. The first compile of a shape is checked: if Kysely's parameters are
 * not the rows' values in column order, that shape is always built the ordinary way.
 */
type Row = Record<string, unknown>;
type Executor = Pick<Kysely<DB>, 'executeQuery'>;

export function compiledStatement<TRows extends readonly Row[]>(build: (rows: TRows) => Compilable) {
  const shapes = new Map<string, string | null>();
  return async function run<TResult = unknown>(executor: Executor, rows: TRows): Promise<TResult[]> {
    const columns = Object.keys(rows[0] ?? {});
    const shape = `${rows.length}|${columns.join(',')}`;
    const parameters = rows.flatMap((row) => columns.map((column) => row[column]));
    let sql = shapes.get(shape);
    if (sql === undefined) {
      const compiled = build(rows).compile();
      const same = compiled.parameters.length === parameters.length && compiled.parameters.every((value, index) => value === parameters[index]);
      sql = same ? compiled.sql : null;
      shapes.set(shape, sql);
    }
    const query = sql === null ? build(rows).compile() : CompiledQuery.raw(sql, parameters);
    const result = await executor.executeQuery<TResult>(query);
    return result.rows;
  };
}

/**
 * A query whose SQL is the same whatever its values (no branch on them in `build`), built and
 * compiled once and then run with each call's values: building and compiling a select with
 * Kysely costs more than SQLite's lookup (the risk's and blocklist's reads: about 8 % of the event
 * loop under the bench's orders). `build` is given a marker for each value and must pass them into
 * the query as they are; the markers' places in the compiled parameters say where each call's
 * values go. Should a marker not come out as a parameter (a value used in the SQL text, or
 * transformed), the query is built the ordinary way on every call.
 */
export function preparedQuery<TValues extends Record<string, unknown>>(build: (values: TValues) => Compilable) {
  let template: { sql: string; slots: readonly ({ name: keyof TValues } | { constant: unknown })[] } | null | undefined;
  return async function run<TResult = unknown>(executor: Executor, values: TValues): Promise<TResult[]> {
    if (template === undefined) template = templateOf(build, Object.keys(values));
    const query =
      template === null
        ? build(values).compile()
        : CompiledQuery.raw(
            template.sql,
            template.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant)),
          );
    return (await executor.executeQuery<TResult>(query)).rows;
  };
}

// Mixed case, so a value put in upper or lower case is seen not to arrive as it was given.
const MARKER = '\u0000Doorstep-Parameter:';

function templateOf<TValues extends Record<string, unknown>>(build: (values: TValues) => Compilable, names: readonly string[]) {
  const markers = Object.fromEntries(names.map((name) => [name, `${MARKER}${name}`])) as unknown as TValues;
  const compiled = build(markers).compile();
  const slots = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' && parameter.startsWith(MARKER) ? { name: parameter.slice(MARKER.length) as keyof TValues } : { constant: parameter },
  );
  const placed = new Set(slots.flatMap((slot) => ('name' in slot ? [slot.name] : [])));
  const whole = names.every((name) => placed.has(name)) && !compiled.sql.includes(MARKER);
  return whole ? { sql: compiled.sql, slots } : null;
}

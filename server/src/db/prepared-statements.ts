import type { QueryConfig } from 'pg';

/**
 * Names for the statements sent to PostgreSQL (decision 0036), so that each connection parses and plans
 * a statement once and then only binds and runs it: planning cost more than running for most of the
 * short queries a learner's request sends. A statement with parameters gets a name by its text; one
 * without keeps the simple protocol (scripts of several statements need it). The names are bounded: past
 * `limit` distinct texts, statements go unnamed, so generated SQL can never fill the connections.
 */
export function preparedStatements(limit = 2000) {
  const names = new Map<string, string>();
  return (sql: string, params: readonly unknown[]): QueryConfig | string => {
    if (params.length === 0) return sql;
    let name = names.get(sql);
    if (name === undefined && names.size < limit) {
      name = `s${names.size + 1}`;
      names.set(sql, name);
    }
    return name === undefined ? { text: sql, values: [...params] } : { name, text: sql, values: [...params] };
  };
}

import { describe, expect, it } from 'vitest';
import { preparedStatements } from './prepared-statements';

describe('preparedStatements', () => {
  it('names a statement with parameters by its text, the same name every time', () => {
    const statement = preparedStatements();
    const first = statement('select $1::int as n', [1]);
    const again = statement('select $1::int as n', [2]);
    const other = statement('select $1::text as t', ['x']);
    expect(first).toEqual({ name: 's1', text: 'select $1::int as n', values: [1] });
    expect(again).toEqual({ name: 's1', text: 'select $1::int as n', values: [2] });
    expect(other).toMatchObject({ name: 's2' });
  });

  it('leaves a statement without parameters to the simple protocol (scripts of several statements)', () => {
    expect(preparedStatements()('create table a (id int); create table b (id int)', [])).toBe(
      'create table a (id int); create table b (id int)',
    );
  });

  it('names no more than its limit of texts; the rest run unnamed', () => {
    const statement = preparedStatements(2);
    statement('select $1', [1]);
    statement('select $1, 2', [1]);
    expect(statement('select $1, 3', [1])).toEqual({ text: 'select $1, 3', values: [1] });
    expect(statement('select $1', [1])).toMatchObject({ name: 's1' });
  });
});

import SQLite from 'better-sqlite3';
import { reusingStatements } from '../src/db/create-database.ts';

describe('SQLite statements reused by text', () => {
  let sqlite: SQLite.Database;

  beforeEach(() => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table items (id integer primary key, name text)');
    sqlite.prepare("insert into items (name) values ('uno'), ('dos'), ('tres')").run();
  });

  afterEach(() => sqlite.close());

  it('compiles a SQL text once and runs it again with new parameters', () => {
    const prepare = jest.spyOn(sqlite, 'prepare');
    const database = reusingStatements(sqlite);

    const first = database.prepare('select name from items where id = ?').all([1]);
    const second = database.prepare('select name from items where id = ?').all([2]);

    expect([first, second]).toEqual([[{ name: 'uno' }], [{ name: 'dos' }]]);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('sees a schema change made after the statement was kept', () => {
    const database = reusingStatements(sqlite);
    database.prepare('select * from items where id = ?').all([1]);

    sqlite.exec("alter table items add column area text not null default 'salud'");

    expect(database.prepare('select * from items where id = ?').all([1])).toEqual([{ id: 1, name: 'uno', area: 'salud' }]);
  });

  it('hands out a new statement while the kept one is still iterating', () => {
    const database = reusingStatements(sqlite);
    const rows = database.prepare('select name from items order by id').iterate([]);
    expect(rows.next().value).toEqual({ name: 'uno' });

    expect(database.prepare('select name from items order by id').all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ name: 'dos' }, { name: 'tres' }]);
  });
});

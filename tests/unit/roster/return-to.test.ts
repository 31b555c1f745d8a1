import { parseRosterReturn, serializeRosterReturn, type RosterReturn } from '@/lib/roster/return-to';

const value: RosterReturn = { path: '/modelos/feminino', letter: 'A', query: 'ana', visible: 40, talentId: 12 };

describe('roster return state', () => {
  it('survives a round trip through storage', () => {
    expect(parseRosterReturn(serializeRosterReturn(value))).toEqual(value);
    expect(parseRosterReturn(serializeRosterReturn({ ...value, letter: null }))).toEqual({ ...value, letter: null });
  });

  it('reads a value stored before the search existed as one without a search', () => {
    const { query: _query, ...older } = value;
    expect(parseRosterReturn(JSON.stringify(older))).toEqual({ ...value, query: '' });
  });

  it.each([
    ['nothing', null],
    ['broken JSON', '{'],
    ['a number', '3'],
    ['another site', JSON.stringify({ ...value, path: '//evil.example/x' })],
    ['a relative path', JSON.stringify({ ...value, path: 'modelos' })],
    ['a lower-case letter', JSON.stringify({ ...value, letter: 'a' })],
    ['two letters', JSON.stringify({ ...value, letter: 'AB' })],
    ['a zero count', JSON.stringify({ ...value, visible: 0 })],
    ['a fractional id', JSON.stringify({ ...value, talentId: 1.5 })],
    ['a search that is no text', JSON.stringify({ ...value, query: 42 })],
    ['a search longer than a name', JSON.stringify({ ...value, query: 'a'.repeat(500) })],
  ])('ignores %s', (_name, raw) => {
    expect(parseRosterReturn(raw)).toBeNull();
  });
});

import { parseRosterReturn, serializeRosterReturn, type RosterReturn } from '@/lib/roster/return-to';

const value: RosterReturn = { path: '/modelos/feminino', letter: 'A', visible: 40, talentId: 12 };

describe('roster return state', () => {
  it('survives a round trip through storage', () => {
    expect(parseRosterReturn(serializeRosterReturn(value))).toEqual(value);
    expect(parseRosterReturn(serializeRosterReturn({ ...value, letter: null }))).toEqual({ ...value, letter: null });
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
  ])('ignores %s', (_name, raw) => {
    expect(parseRosterReturn(raw)).toBeNull();
  });
});

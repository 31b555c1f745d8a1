import { describe, expect, it } from 'vitest';
import { groupActiveStaff, type StaffMember } from '@/lib/api/staff-groups';

function member(id: number, role: string, active: boolean): StaffMember {
  return { id, name: `Member ${id}`, email: null, instagram: null, assistant: null, role, active };
}

describe('groupActiveStaff', () => {
  it('groups active members by role in the panel order', () => {
    const groups = groupActiveStaff([
      member(1, 'bookers', true),
      member(2, 'development_newfaces', true),
      member(3, 'bookers', true),
      member(4, 'international_placements', true),
    ]);

    expect(groups.bookers.map((m) => m.id)).toEqual([1, 3]);
    expect(groups.international_placements.map((m) => m.id)).toEqual([4]);
    expect(groups.development_newfaces.map((m) => m.id)).toEqual([2]);
  });

  it('leaves out inactive members and unknown roles, giving empty groups', () => {
    const groups = groupActiveStaff([member(1, 'bookers', false), member(2, 'reception', true)]);

    expect(groups).toEqual({ bookers: [], international_placements: [], development_newfaces: [] });
  });
});

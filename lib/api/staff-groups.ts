export const STAFF_ROLES = ['bookers', 'international_placements', 'development_newfaces'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffMember = {
  id: number;
  name: string;
  email: string | null;
  instagram: string | null;
  assistant: string | null;
  /** As received; roles outside STAFF_ROLES are kept here but never grouped. */
  role: string;
  active: boolean;
};

export type StaffGroups = Record<StaffRole, StaffMember[]>;

function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Active members by role, in the panel's order; the contact page hides empty groups. */
export function groupActiveStaff(staff: readonly StaffMember[]): StaffGroups {
  const groups: StaffGroups = { bookers: [], international_placements: [], development_newfaces: [] };
  for (const member of staff) {
    if (member.active && isStaffRole(member.role)) groups[member.role].push(member);
  }
  return groups;
}

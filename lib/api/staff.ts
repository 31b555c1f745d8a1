import 'server-only';
import { cachedRead } from './cached';
import { request } from './client';
import { staffResponseSchema } from './schemas';
import type { StaffMember } from './staff-groups';
import { tags } from './tags';

/** Every staff member, active or not; `groupActiveStaff` picks what the contact page lists. */
export function getStaff(): Promise<StaffMember[]> {
  return cachedRead(['entity', 'staff'], [tags.entity('staff')], async () => {
    const { data } = await request('panel', '/api/entities/staff', { schema: staffResponseSchema });
    return data.map(
      ({ id, name, email, instagram, assistant, role, active }): StaffMember => ({
        id,
        name,
        email,
        instagram,
        assistant,
        role,
        active,
      }),
    );
  });
}

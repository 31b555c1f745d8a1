import { describe, expect, it } from 'vitest';
import { applicationBody } from '@/components/application/application-body';

const today = new Date(2026, 10, 27, 12);
const values = {
  realname: 'Bia Lopes',
  father: 'Pedro Lopes',
  email: 'bia@example.com',
  phone: '+55 ',
  accept: true,
  guardian_name: 'Joana Lopes',
  guardian_relation: 'mother',
  guardian_email: 'joana@example.com',
  guardian_phone: '+55 (11) 98765-4321',
  guardian_accept: true,
};

describe('applicationBody', () => {
  it("sends a minor's guardian and their consent, never the adult's responsible person", () => {
    const body = applicationBody(values, '2011/05/10', today);
    expect(body.get('guardian_name')).toBe('Joana Lopes');
    expect(body.get('guardian_relation')).toBe('mother');
    expect(body.get('guardian_phone')).toBe('+55 (11) 98765-4321');
    expect(body.get('guardian_accept')).toBe('true');
    expect(body.get('accept')).toBe('true');
    expect(body.has('father')).toBe(false);
  });

  it("keeps an adult's hidden guardian answers in the browser, and sends the responsible person", () => {
    const body = applicationBody(values, '2000/05/10', today);
    for (const field of ['guardian_name', 'guardian_relation', 'guardian_email', 'guardian_phone', 'guardian_accept']) expect(body.has(field)).toBe(false);
    expect(body.get('father')).toBe('Pedro Lopes');
  });

  it('sends no phone when the field holds only the country code it starts with', () => {
    expect(applicationBody(values, '2000/05/10', today).has('phone')).toBe(false);
  });
});

import type { MeasurementProfile } from '@/lib/talents/measurements';

/** The contract's example talent (docs/contract.md, id 12) as the local panel seeds her: her measurements. */
export const ANA_SOUZA_MEASUREMENTS = {
  gender: 'woman',
  height: '178/5.10',
  bust: '84/33',
  waist: '61/24',
  hips: '90/35.5',
  chest: null,
  jeans: '36',
  shoes: '38',
  shirt: null,
  suit: null,
  hair: 'Castanho Escuro',
  eyes: 'Verde',
} as const satisfies MeasurementProfile;

/** Her profile's other facts, as the seed writes them and the profile route returns them. */
export const ANA_SOUZA = {
  id: 12,
  name: 'Ana Souza',
  birthdate: '2001-04-17',
  ...ANA_SOUZA_MEASUREMENTS,
  categories: ['new_faces'],
  skills: [{ id: 3, name: 'Runway' }],
  polaroids: [],
};

'use client';

import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/browser/storage';
import type { Unit } from '@/lib/talents/measurements';
import { UNIT_STORAGE_KEY, parseUnit } from '@/lib/roster/units';

const listeners = new Set<() => void>();

function read(): Unit {
  return parseUnit(readStorage('local', UNIT_STORAGE_KEY));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the unit updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === UNIT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let fallback: Unit | null = null;

/** The visitor's measurement unit, remembered across pages; the server HTML is always metric. */
export function useMeasurementUnit(): Unit {
  return useSyncExternalStore(subscribe, () => fallback ?? read(), () => 'metric');
}

export function setMeasurementUnit(unit: Unit) {
  // Storage refused (private mode): keep the choice for this page view.
  fallback = writeStorage('local', UNIT_STORAGE_KEY, unit) ? null : unit;
  for (const listener of listeners) listener();
}

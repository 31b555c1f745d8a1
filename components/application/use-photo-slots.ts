'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preparePhoto } from '@/lib/forms/application/photo';
import { PHOTO_SLOTS, type PhotoSlot as Slot } from '@/lib/forms/application/rules';
import type { SlotError, SlotState } from './photo-slot';

const EMPTY_SLOTS: Record<Slot, SlotState> = {
  image_1: { status: 'empty' },
  image_2: { status: 'empty' },
  image_3: { status: 'empty' },
  image_4: { status: 'empty' },
};

/** What a slot says under its picker: a refused file at once; an empty one once a send was tried (or the server said so). */
export function slotError(state: SlotState, showRequired: boolean, serverError: string | undefined): SlotError | null {
  if (state.status === 'refused') return state.reason;
  if (state.status === 'empty' && (showRequired || serverError)) return 'required';
  if (serverError === 'type' || serverError === 'unreadable') return serverError;
  return null;
}

/**
 * The application's four photos: each picked file is checked and shrunk in the browser
 * (lib/forms/application/photo.ts), shown as a preview, and sent with the form. A newer pick for a slot wins over
 * a slow earlier one; previews are let go when replaced, cleared or unmounted.
 */
export function usePhotoSlots() {
  const [slots, setSlots] = useState<Record<Slot, SlotState>>(EMPTY_SLOTS);
  const [showRequired, setShowRequired] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Slot, string>>>({});
  const slotsRef = useRef(slots);
  const pickCounter = useRef<Record<Slot, number>>({ image_1: 0, image_2: 0, image_3: 0, image_4: 0 });

  useEffect(() => {
    slotsRef.current = slots;
  }, [slots]);
  useEffect(
    () => () => {
      for (const state of Object.values(slotsRef.current)) if (state.status === 'ready') URL.revokeObjectURL(state.previewUrl);
    },
    [],
  );

  const replaceSlot = useCallback((slot: Slot, next: SlotState) => {
    setSlots((current) => {
      const previous = current[slot];
      if (previous.status === 'ready' && (next.status !== 'ready' || next.previewUrl !== previous.previewUrl)) {
        URL.revokeObjectURL(previous.previewUrl);
      }
      return { ...current, [slot]: next };
    });
  }, []);

  const pickPhoto = useCallback(
    async (slot: Slot, file: File) => {
      const attempt = ++pickCounter.current[slot];
      setServerErrors(({ [slot]: _dropped, ...rest }) => rest);
      replaceSlot(slot, { status: 'checking', name: file.name });
      const prepared = await preparePhoto(file);
      // A newer pick for the same slot wins over a slow one.
      if (attempt !== pickCounter.current[slot]) return;
      if (!prepared.ok) {
        replaceSlot(slot, { status: 'refused', name: file.name, reason: prepared.reason });
        return;
      }
      replaceSlot(slot, {
        status: 'ready',
        name: file.name,
        file: prepared.file,
        previewUrl: URL.createObjectURL(prepared.file),
        downscaled: prepared.downscaled,
      });
    },
    [replaceSlot],
  );

  /** Every slot empty again, no error shown; a pick still being prepared is dropped. */
  const clearSlots = useCallback(() => {
    for (const slot of PHOTO_SLOTS) pickCounter.current[slot] += 1;
    setSlots((current) => {
      for (const state of Object.values(current)) if (state.status === 'ready') URL.revokeObjectURL(state.previewUrl);
      return EMPTY_SLOTS;
    });
    setShowRequired(false);
    setServerErrors({});
  }, []);

  /** Adds the ready photos to a send, each under its slot's name. */
  const appendPhotos = useCallback((body: FormData) => {
    for (const slot of PHOTO_SLOTS) {
      const state = slotsRef.current[slot];
      if (state.status === 'ready') body.append(slot, state.file, state.file.name);
    }
  }, []);

  // The same object until a slot, the required flag or a server error changes: the photo section is
  // memoized and must not re-render (or be hydrated before its turn) on every key typed elsewhere.
  const errors = useMemo(
    () => Object.fromEntries(PHOTO_SLOTS.map((slot) => [slot, slotError(slots[slot], showRequired, serverErrors[slot])])) as Record<Slot, SlotError | null>,
    [slots, showRequired, serverErrors],
  );

  return {
    slots,
    errors,
    pickPhoto,
    clearSlots,
    appendPhotos,
    /** From the first tried send on, an empty slot says it is required. */
    showRequired: () => setShowRequired(true),
    /** Photos the server refused (by slot), shown until a new file is picked there. */
    setServerErrors,
    anyPhoto: PHOTO_SLOTS.some((slot) => slots[slot].status !== 'empty'),
    anyPreparing: PHOTO_SLOTS.some((slot) => slots[slot].status === 'checking'),
    allReady: PHOTO_SLOTS.every((slot) => slots[slot].status === 'ready'),
  };
}

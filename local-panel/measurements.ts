/** Measurement strings in the panel's formats: '<cm>/<feet.inches>' and '<cm>/<inches>'. */

const CM_PER_INCH = 2.54;

/** 178 → '178/5.10', 30 → '30/1.0' (total inches rounded first, then split into feet and inches). */
export function formatHeight(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${cm}/${Math.floor(inches / 12)}.${inches % 12}`;
}

/** 84 → '84/33', 90 → '90/35.5': inches rounded to the nearest half. */
export function formatCircumference(cm: number): string {
  const halves = Math.round((cm / CM_PER_INCH) * 2);
  const inches = halves % 2 === 0 ? String(halves / 2) : (halves / 2).toFixed(1);
  return `${cm}/${inches}`;
}

/** 38 → '38', 38.5 → '38.5'. */
export function formatSize(size: number): string {
  return Number.isInteger(size) ? String(size) : size.toFixed(1);
}

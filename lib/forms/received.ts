/** 201 (the panel took it) and 202 (kept safe, on its way to the panel) both tell the visitor: received. */
export function isReceived(status: number): boolean {
  return status === 201 || status === 202;
}

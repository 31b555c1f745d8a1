/** The event the package's list sends on `document` when it added the talents of a later part. */
export const TALENTS_ADDED = 'package:talents-added';

/** Where the visitor's measurement unit is remembered (local storage); alone here so a check of it costs a page nothing else. */
export const UNIT_STORAGE_KEY = 'measurement-unit';

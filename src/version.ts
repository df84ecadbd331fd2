/** Kept equal to package.json's version by a test. */
export const VERSION = '1.0.0'

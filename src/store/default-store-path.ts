/** Where `forbear score` records runs unless told otherwise (relative to the working directory). */
export const DEFAULT_STORE_PATH = '.forbear/forbear.db';

/** The run store cannot be opened, is from a newer forbear, or has no such run: the CLI exits 2. */
export class StoreError extends Error {
  override name = 'StoreError';
}

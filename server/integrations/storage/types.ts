/** A private object store: the local disk by default, any S3-compatible service by configuration. */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array): Promise<void>;
  /** The object's bytes, or null when it does not exist. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
}

/**
 * `record[key]` when the record holds that key itself. A key from an address, a query or
 * content may be a name every object inherits (`constructor`, `toString`, `__proto__`), which
 * plain indexing or `in` finds on Object.prototype.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

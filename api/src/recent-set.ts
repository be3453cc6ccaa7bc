/** A set that keeps only the most recently added `limit` values: a memo that cannot grow without bound. */
export class RecentSet<T> {
  private readonly values = new Set<T>();

  constructor(private readonly limit: number) {}

  has(value: T): boolean {
    return this.values.has(value);
  }

  add(value: T): void {
    this.values.delete(value);
    this.values.add(value);
    if (this.values.size > this.limit) this.values.delete(this.values.values().next().value as T);
  }
}

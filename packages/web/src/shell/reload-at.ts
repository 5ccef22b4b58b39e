/** Loads `address` as a new page (the server answers it: a language link, a fresh start). */
export function reloadAt(address: string): void {
  window.location.assign(address);
}

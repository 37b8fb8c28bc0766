/** Up to two initials of a name, for an avatar (e.g. « Camille Martin » → « CM »). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

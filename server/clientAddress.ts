/**
 * The visitor's address as the server sees it: the socket's, or, behind `trustedHops` reverse proxies,
 * the address those proxies forwarded. X-Forwarded-For lists the client then each proxy but the last;
 * counted from the right, the entry after the trusted hops is the first one a visitor could not forge.
 */
export function clientAddressOf(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops <= 0 || !forwardedFor) return socketAddress
  const chain = [
    ...forwardedFor
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    socketAddress,
  ]
  // chain: client, proxy 1, …, proxy n (the socket). Trusting n hops: the address n from the end.
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socketAddress
}

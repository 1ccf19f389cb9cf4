import { useLocationProperty } from "wouter/use-browser-location";

const currentHash = () => window.location.hash;

/**
 * The address's #fragment ('' without one), updated on every navigation: wouter's links move with pushState,
 * which fires no hashchange, so this listens where wouter's own location hook does.
 */
export function useHash(): string {
  return useLocationProperty(currentHash, () => "");
}

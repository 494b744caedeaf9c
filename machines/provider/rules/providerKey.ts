/** Spec section 1: the provider key is the host name minus its last two labels. */
export function providerKeyFromHost(hostname: string): string {
  const labels = hostname.split('.').filter(Boolean);
  return labels.slice(0, -2).join('.');
}

export const NO_SUBDOMAIN_ERROR = 'subdomain in not provided';

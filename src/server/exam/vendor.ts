/** Which national outline a state's exam follows: Pearson VUE's, or PSI's for every other vendor. */
export function vendorForProvider(provider: string | null | undefined): 'pearson-vue' | 'psi' {
  return provider === 'Pearson VUE' ? 'pearson-vue' : 'psi';
}

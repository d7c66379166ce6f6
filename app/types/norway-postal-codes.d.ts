declare module "norway-postal-codes" {
  /** Every Norwegian postcode (4 digits) and its place name in capitals, from Posten's register. */
  const postalCodes: Record<string, string>;
  export default postalCodes;
}

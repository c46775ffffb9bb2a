/**
 * A policy number as stored: what a user types may carry spaces and the leading zeros of the printed policy
 * ('000123 45' is policy 12345); a lone 0 stays.
 */
export const policyNumberOf = (typed: string) => typed.replace(/\s/g, '').replace(/^0+(?=\d)/, '');

/** Who issues the documents: printed on every quote, invoice and certificate. */
export interface FoundryDetails {
  name: string;
  /** One line, e.g. "Fieldwork Type Foundry, 12 Press Lane, Leipzig, Germany". */
  addressLine: string;
  email: string;
}

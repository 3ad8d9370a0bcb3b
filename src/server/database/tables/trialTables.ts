/** Trial font requests and their download links (migration 0203), as Kysely sees them. */
export interface TrialTables {
  trial_downloads: TrialDownloadsTable;
}

export interface TrialDownloadsTable {
  /** SHA-256 of the token in the e-mailed link. */
  token_hash: string;
  email: string;
  name: string;
  created_at: string;
  expires_at: string;
}

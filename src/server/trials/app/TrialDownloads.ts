/** Who asked for the trial fonts (the form's e-mail and name). */
export interface TrialRequester {
  email: string;
  name: string;
}

/** A download link, as the download checks it. */
export interface TrialDownload {
  /** ISO time after which the link no longer opens the zip. */
  expiresAt: string;
}

/** The e-mailed trial download links. KyselyTrialDownloads is the adapter. */
export interface TrialDownloads {
  /** Records a new link for the requester and answers its token (only its hash is kept). */
  create(requester: TrialRequester): Promise<string>;
  /** The link of a token, or undefined for a token that was never handed out. */
  find(token: string): Promise<TrialDownload | undefined>;
}

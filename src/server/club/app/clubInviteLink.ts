/** The browser's registration page for an invitation (docs/spec.md §2 /club/invite/{invite}). */
export function clubInviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/club/invite/${encodeURIComponent(token)}`;
}

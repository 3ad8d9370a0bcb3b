/** A club member as the members' mail addresses them. */
export interface ClubMemberAddress {
  userId: string;
  email: string;
}

/**
 * Who is in the club (accounts with the club flag, docs/spec.md §6 personal_info.beta): the
 * cart asks before it prices the members' discount, the `club-mail` command whom to write
 * to. KyselyClubMembers is the adapter.
 */
export interface ClubMembers {
  isMember(userId: string): Promise<boolean>;
  /** Every member, oldest account first. */
  all(): Promise<ClubMemberAddress[]>;
}

/** "2026-05-01 10:00" of an ISO time, as the back office writes times (UTC). */
export const adminMinute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

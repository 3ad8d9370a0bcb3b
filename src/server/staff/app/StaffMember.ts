/** Who a back-office request comes from, as the audit log names them. */
export interface StaffMember {
  userId: string;
  email: string;
}

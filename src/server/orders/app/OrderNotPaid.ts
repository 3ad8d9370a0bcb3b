/** An order that is not paid: it has no receipt to send and nothing to refund. */
export interface OrderNotPaid {
  name: 'OrderNotPaid';
}
